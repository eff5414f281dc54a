package quotes

import "strings"

// Traditional characters vendors in Taiwan, Hong Kong and Macau write
// (卡時, 價格, 整機, 臺/月, 供應商) fold to the simplified ones the words
// are matched in. Only matching folds: a cell is always quoted as written.
var tradToSimp = func() map[rune]rune {
	pairs := "時时價价機机臺台節节點点張张顯显號号單单應应廠厂數数備备註注計计費费週周預预約约務务雲云網网絡络內内儲储規规種种幣币稅税額额帶带寬宽續续訓训斷断補补償偿賠赔響响間间聯联連连組组線线區区戶户錢钱賃赁貨货現现庫库總总實实準准標标優优後后議议詢询繫系係系電电話话無无暫暂長长鐘钟個个兩两萬万億亿圓圆積积體体說说來来報报質质處处鏡镜開开裝装盤盘記记憶忆顆颗塊块與与類类別别狀状態态資资產产詳详談谈諮咨銷销參参據据對对須须復复適适選选項项滿满錄录換换雙双層层級级階阶檔档擇择證证贈赠圍围範范門门檻槛條条簽签協协權权設设備备購购買买賣卖價价碼码點点台台卡卡輸输頻频訊讯氣气們们為为從从幾几裡里樣样當当並并這这們们麼么於于區区現现場场際际達达邊边層层際际進进運运營营際际廣广東东華华陽阳門门門门劃划離离辦办戰战鄉乡車车輛辆濟济灣湾臨临濱滨廈厦蘇苏滬沪閩闽寧宁遼辽陝陕藍蓝綠绿紅红黃黄歲岁創创縣县鎮镇書书題题頁页彙汇匯汇簡简稱称爲为舉举擁拥續续驗验測测試试証证幀帧圖图畫画顏颜護护險险損损壞坏責责擔担閒闲釋释隨随擴扩"
	m := map[rune]rune{}
	rs := []rune(pairs)
	for i := 0; i+1 < len(rs); i += 2 {
		if rs[i] != rs[i+1] {
			m[rs[i]] = rs[i+1]
		}
	}
	return m
}()

// tradWords are traditional words whose simplified form is another word,
// not just other characters (伺服器 is 服务器).
var tradWords = strings.NewReplacer("伺服器", "服务器", "主機", "主机", "記憶體", "内存", "硬碟", "硬盘", "固態硬碟", "固态硬盘", "網卡", "网卡", "顯示卡", "显卡")

// foldTrad turns traditional characters into simplified ones; a text with
// none comes back as it is, without a copy.
func foldTrad(s string) string {
	has := false
	for _, r := range s {
		if r >= 0x4E00 {
			if _, ok := tradToSimp[r]; ok {
				has = true
				break
			}
		}
	}
	if !has {
		return s
	}
	s = tradWords.Replace(s)
	return strings.Map(func(r rune) rune {
		if x, ok := tradToSimp[r]; ok {
			return x
		}
		return r
	}, s)
}
