package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"computecheck/bench"
	"computecheck/calc"
)

func init() {
	Register(Verb{
		Name:    "benchkit",
		Args:    "--out DIR [--task TASK.json] [--quote ID]",
		Summary: "write the benchmark kit to run on a rented server",
		Run:     runBenchkit,
	})
}

func runBenchkit(env *Env, args []string) error {
	fs := flag.NewFlagSet("benchkit", flag.ContinueOnError)
	out := fs.String("out", "", "folder to write the kit into")
	taskPath := fs.String("task", "", "TASK.json to bake in (default: "+bench.DefaultKitTask+")")
	quote := fs.String("quote", "", "id of the quote the server is rented on")
	pos, err := ParseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return Usagef("unexpected argument %q (the task goes after --task)", pos[0])
	}
	if *out == "" {
		return Usagef("--out DIR is required")
	}
	var quoteID *int64
	if *quote != "" {
		q, err := strconv.ParseInt(*quote, 10, 64)
		if err != nil || q <= 0 {
			return fmt.Errorf("--quote: %q is not a quote id (a positive whole number; see computecheck quotes list)", *quote)
		}
		quoteID = &q
		// The same check bench import makes, so a kit never carries an id
		// its result could not be attached to.
		db, err := env.OpenDB()
		if err != nil {
			return err
		}
		_, qerr := db.Quote(bg(), q)
		db.Close()
		if qerr != nil {
			return fmt.Errorf("--quote %d: %v (see computecheck quotes list)", q, qerr)
		}
	}
	task := bench.DefaultTask()
	if *taskPath != "" {
		if task, err = env.loadTask(*taskPath); err != nil {
			return err
		}
	}
	if st, err := os.Stat(*out); err == nil && !st.IsDir() {
		return fmt.Errorf("--out: %s is a file, not a folder", *out)
	}
	paths, err := bench.WriteKit(*out, task, quoteID)
	if err != nil {
		return err
	}
	if env.JSON {
		return env.PrintJSON(map[string]any{
			"dir":      *out,
			"files":    paths,
			"task":     kitTask(task),
			"quote_id": quoteID,
			"command":  "bash run.sh",
		})
	}
	printKitWritten(env, *out, paths, task)
	return nil
}

// kitTask is the task as it stands in the kit's task.json.
func kitTask(t calc.Task) json.RawMessage {
	b, err := bench.KitTaskJSON(t)
	if err != nil {
		return json.RawMessage("null")
	}
	return b
}

func printKitWritten(env *Env, dir string, paths []string, t calc.Task) {
	w := env.Stdout
	name := filepath.Base(filepath.Clean(dir))
	model := t.Model.Name
	if model == "" {
		model = t.ModelID
	}
	if model == "" {
		model = fmt.Sprintf("%d layers x %d", t.Model.Layers, t.Model.Hidden)
	}
	if env.Zh() {
		fmt.Fprintf(w, "已写出基准测试包到 %s（任务：%s，%s，micro_batch %d，seq_len %d）：\n", dir, model, t.Method, t.MicroBatch, t.SeqLen)
	} else {
		fmt.Fprintf(w, "Wrote the benchmark kit to %s (task: %s, %s, micro_batch %d, seq_len %d):\n", dir, model, t.Method, t.MicroBatch, t.SeqLen)
	}
	for _, p := range paths {
		fmt.Fprintf(w, "  %s\n", p)
	}
	if env.Zh() {
		fmt.Fprintf(w, "\n在租来的服务器上运行（约 10-20 分钟，费用 = 时长 x 报价单价）：\n")
		fmt.Fprintf(w, "  scp -P 端口 -r %s root@服务器地址:~/\n", dir)
		fmt.Fprintf(w, "  ssh -p 端口 root@服务器地址\n  cd ~/%s && bash run.sh\n", name)
		fmt.Fprintf(w, "然后把 result.json 拷回来：computecheck bench import result.json\n")
		return
	}
	fmt.Fprintf(w, "\nOn the rented server (about 10-20 minutes; cost = time x the quote's price):\n")
	fmt.Fprintf(w, "  scp -P PORT -r %s root@SERVER:~/\n", dir)
	fmt.Fprintf(w, "  ssh -p PORT root@SERVER\n  cd ~/%s && bash run.sh\n", name)
	fmt.Fprintf(w, "then copy result.json back: computecheck bench import result.json\n")
}
