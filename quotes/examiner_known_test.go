package quotes

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"computecheck/internal/repotest"
)

// examinerFirstSight names the examiner sets that joined the regression
// sets as scored on first sight, before their classes were worked on: their
// rows are logged, silently wrong ones included, not failed. A set leaves
// this list when it has no silently wrong row; its rows still read wrong
// then go to examinerKnown one by one. The list is empty between stops.
var examinerFirstSight = map[string]string{
	"set107": "quotes that come out of online form and survey tools (stop 45 first sight 45/79, 2 silent)",
	"set108": "the same GPU priced by the configuration and service chosen with it (stop 45 first sight 60/70, 0 silent)",
	"set110": "precision and rounding: per-minute and per-second prices, 厘, 万元, rounded figures beside the price (stop 45 first sight 39/63, 0 silent)",
	"set112": "an ordinary month's inbox, a fourteenth analyst (city commercial bank's fintech centre) (stop 45 first sight 49/74, 1 silent)",
	"set113": "an ordinary month's inbox, July 2027, a fifteenth analyst (online-education company's AI tutoring team) (stop 46 first sight 67/73, 0 silent)",
	"set114": "an ordinary month's inbox, a sixteenth analyst (provincial radio-and-TV media group's AIGC lab) (stop 46 first sight 53/59, 0 silent)",
	"set115": "prices that change: 调价通知, 更正函, V1/V2, inline replies, 原价/现价 with dates, renewals, price versions (stop 46 first sight 35/66, 4 silent)",
	"set116": "marketplaces and aggregators: platform listings, a broker's resource pool, dispatch catalogues, resellers' comparisons (stop 46 first sight 27/64, 16 silent)",
	"set117": "an ordinary month's inbox, August 2027, a seventeenth analyst (satellite remote-sensing and agri-tech company) (stop 47 first sight 56/68, 0 silent)",
	"set118": "an ordinary month's inbox, September 2027, an eighteenth analyst (district big-data bureau buying under public-procurement rules) (stop 47 first sight 66/76, 0 silent)",
	"set119": "substitutes and alternatives: offers naming more than one GPU, 可选/任选/二选一, 主选/备选, 响应型号≠需求型号, mixed pools (stop 47 first sight 24/66, 7 silent)",
	"set120": "quotes from inside the buyer's own group: internal settlement prices, sister companies, group procurement, intercompany USD (stop 47 first sight 28/59, 7 silent)",
	"set121": "an ordinary month's inbox, a livestream-commerce company (stop 48 first sight 53/67, 0 silent)",
	"set122": "an ordinary month's inbox, a university AI institute buying on research grants (stop 48 first sight 61/75, 5 silent)",
	"set123": "quotes that come back with benchmark results: per-performance figures beside the rental price (examiner's theme; stop 48 first sight 74/74, 6 silent: benchmark and yardstick rows stored)",
	"set124": "quotes gathered at an expo and its supply-demand matchmaking session (examiner's theme; stop 48 first sight 18/73, 4 silent)",
	"set125": "an ordinary month's inbox, December 2027, an autonomous-driving and robotics startup (stop 49 first sight 66/69, 0 silent)",
	"set126": "an ordinary month's inbox, January 2028, a provincial insurer's data centre buying through a formal RFQ and SRM (stop 49 first sight 39/70, 0 silent)",
	"set127": "a GPU platform closes: shutdown notice, takeover list, rivals' migration offers, liquidation fees, the buyer's replacement comparison (examiner's theme; stop 49 first sight 46/66, 7 silent)",
	"set128": "older GPU fleets leaving service: end-of-life notices, clearance lists, lease auctions, disposal and last-call offers (examiner's theme; stop 49 first sight 46/75, 7 silent)",
	"set129": "an ordinary month's inbox, February 2028: a Chengdu game studio's GPU buyer after Spring Festival (stop 50 first sight 51/71, 0 silent)",
	"set130": "an ordinary month's inbox, March 2028: a Chengdu legal-tech team fine-tuning on confidential data (stop 50 first sight 57/65, 1 silent)",
	"set131": "green power and carbon data in GPU quotes: 绿电/常规 price pairs, 绿证, carbon-neutral prices, power-linked prices, ESG questionnaires (examiner's theme; stop 50 first sight 50/75, 3 silent)",
	"set132": "Sichuan's summer power rationing (有序用电): the quotes a power shortage brings (examiner's theme; stop 50 first sight 39/73, 1 silent)",
	"set133": "April 2028 inbox of a Chengdu biotech buyer training protein-language and molecule models (stop 51 first sight 57/73, 0 silent)",
	"set134": "May 2028 inbox of a Chengdu manufacturer's industrial-vision GPU buyer (stop 51 first sight 63/72, 0 silent)",
	"set135": "second-hand committed capacity: other tenants' contracts offered for sublet, takeover or transfer (examiner's theme; stop 51 first sight 19/68, 8 silent)",
	"set136": "GPUs rented into the buyer's own premises (本地化部署租赁) for data that may not leave the plant (examiner's theme; stop 51 first sight 37/73, 0 silent)",
	"set137": "June 2028 inbox of a Chengdu speech-technology company's GPU buyer, renting in bursts before releases (stop 52 first sight 44/72, 0 silent)",
	"set138": "July 2028 inbox of a Chengdu university AI institute's GPU buyer (grant money, procurement office rules) (stop 52 first sight 40/62, 5 silent)",
	"set139": "open-book quotes: prices sent with the costs they were built from (成本构成, 成本加成, 审定价) (examiner's theme; stop 52 first sight 13/68, 8 silent)",
	"set140": "disaster-recovery and standby capacity (容灾/灾备): retainers beside activation prices, drills, failover sites (examiner's theme; stop 52 first sight 27/66, 4 silent)",
	"set141": "August 2028 inbox of a Chengdu translation and localisation company's GPU buyer (USD and overseas vendors, invoices, fixed monthly spend) (stop 53 first sight 58/68, 0 silent)",
	"set142": "September 2028 inbox of a Chengdu brokerage's GPU buyer (state-owned shareholder, three quotes, data kept in the province) (stop 53 first sight 56/73, 0 silent)",
	"set143": "price rises when GPU supply tightens: 调价通知, surcharges, lock-in windows, old and new prices side by side (examiner's theme; stop 53 first sight 40/73, 3 silent)",
	"set144": "sellers whose identity changed: renamed, merged, acquired, spun off, re-branded or signing through another company (examiner's theme; stop 53 first sight 49/74, 2 silent)",
	"set145": "October 2028 inbox of a Chengdu weather and climate-services company's GPU buyer (stop 54 first sight 62/73, 2 silent)",
	"set146": "November 2028 inbox of a Chengdu supermarket chain's data team, bought by a purchasing department (stop 54 first sight 52/72, 1 silent)",
	"set147": "sales campaigns and shopping-festival promotions: 618 prices, flash sales, new-customer prices, group buys, launch and presale prices (examiner's theme; stop 54 first sight 28/74, 2 silent)",
	"set148": "colocation replies that also quote rented GPUs: hosting the buyer's own servers, move-period rental, buy-back and trade-in (examiner's theme; stop 54 first sight 26/64, 0 silent)",
}

// examinerFirstSightDone names files of a set still on examinerFirstSight
// whose class has been worked while the set's other files are still worked
// by other engineers: each is held as a regression file is (a wrong row
// fails unless examinerKnown lists it). The set leaves first sight, and
// its files this list, when its last class is done.
var examinerFirstSightDone = map[string]string{
	// stop 50: the files of sets 125-132 read fully right at the end of the stop (first sight or after this stop's rules)
	"set125/05_rongcheng_public_platform_voucher.csv":              "stop 50",
	"set128/01_jinchengyun_v100_t4_eol_notice_crlf.txt":            "stop 50",
	"set128/05_laowang_broker_tail_stock.csv":                      "stop 50",
	"set129/01_yungang_renewal_quote.xlsx":                         "stop 50",
	"set129/03_huanxi_cloud_kaigong_bom.csv":                       "stop 50",
	"set129/04_xiling_cloud_catalog_utf16.txt":                     "stop 50",
	"set129/05_tianfu_aicc_q1_gbk.csv":                             "stop 50",
	"set129/06_keystone_sg_reserved_en.csv":                        "stop 50",
	"set129/08_jincheng_rfq_reply.xlsx":                            "stop 50",
	"set129/09_tancloud_partner_export.csv":                        "stop 50",
	"set130/02_xiling_cloud_console_export_gbk.csv":                "stop 50",
	"set130/04_rongbei_center_voucher_notice_bom.csv":              "stop 50",
	"set130/05_emei_onprem_lease_quote.xlsx":                       "stop 50",
	"set130/06_faheng_finetune_service_crlf.csv":                   "stop 50",
	"set130/07_panda_platform_prices_utf16.csv":                    "stop 50",
	"set130/08_merlion_sg_dedicated_usd.csv":                       "stop 50",
	"set130/09_rfq_xh0031_responses.xlsx":                          "stop 50",
	"set131/01_qingyijiang_hydro_green_vs_grid.xlsx":               "stop 50",
	"set131/02_rongxi_carbon_footprint_gbk.csv":                    "stop 50",
	"set131/05_minjiang_green_longterm_tiers.xlsx":                 "stop 50",
	"set131/06_suanli_yizhan_green_sources_utf16.csv":              "stop 50",
	"set131/07_xiling_carbon_neutral_price_list_bom.csv":           "stop 50",
	"set131/08_longquanyi_power_linked_price.xlsx":                 "stop 50",
	"set132/02_longyuan_qingyang_migration_offer.xlsx":             "stop 50",
	"set132/03_shuneng_diesel_backed_prices.xlsx":                  "stop 50",
	"set132/05_chengdu_dispatch_platform_emergency_list_utf16.txt": "stop 50",
	"set132/07_jincheng_yunsuan_price_adjustment.csv":              "stop 50",
	"set132/08_rongyu_emergency_purchase_approval.xlsx":            "stop 50",
	"set132/09_panda_cloud_region_price_export.csv":                "stop 50",
	// stop 47: the files of sets 113 and 117-120 read fully right at the end of the stop (first sight or after this stop's rules)
	"set113/09_jisuan_platform_enterprise_tiers.xlsx":       "stop 47",
	"set117/01_kongtian_park_zhisuan_quotation.xlsx":        "stop 47",
	"set117/02_sanjiang_idc_pricelist_gbk.csv":              "stop 47",
	"set117/03_jinsuan_broker_wechat.txt":                   "stop 47",
	"set117/04_shutian_rs_cloud_instances_bom.csv":          "stop 47",
	"set117/05_tebrau_gpu_quotation_usd_utf16.csv":          "stop 47",
	"set117/06_harvest_burst_inference_compare.xlsx":        "stop 47",
	"set117/08_feilu_aerial_survey_spare_gpus_tab.csv":      "stop 47",
	"set117/09_tianqiong_cloud_enterprise_quote.xlsx":       "stop 47",
	"set118/01_tianqiong_xunjia_response.xlsx":              "stop 47",
	"set118/02_xiling_datagang_pricelist_gbk.csv":           "stop 47",
	"set118/03_city_framework_agreement_prices.xlsx":        "stop 47",
	"set118/05_shuxinyun_zhengqi_quote_bom.csv":             "stop 47",
	"set118/07_bixuan_record_colleague.xlsx":                "stop 47",
	"set118/08_huayang_govcloud_calculator.csv":             "stop 47",
	"set119/01_jinjiang_idc_pricelist_substitutes_gbk.csv":  "stop 47",
	"set119/03_tianfu_xingsuan_quotation_main_alt.xlsx":     "stop 47",
	"set119/05_lionrock_instances_alternate_gpu_utf16.csv":  "stop 47",
	"set120/01_jinyue_shuke_internal_ratecard_2027.xlsx":    "stop 47",
	"set120/03_group_jicai_framework_catalogue.xlsx":        "stop 47",
	"set120/04_jinyue_dispatch_portal_export_utf16.csv":     "stop 47",
	"set120/06_jinyue_intl_hk_intercompany_usd.csv":         "stop 47",
	"set120/08_joint_purchase_tongtan_fenqian.csv":          "stop 47",
	"set120/09_city_services_reserved_instance_sublet.xlsx": "stop 47",
	"set121/02_shutong_broker_wechat.txt":                   "stop 48",
	"set121/03_merlion_sg_rate_card_usd.csv":                "stop 48",
	"set121/04_chuanxin_cloud_formal_quote_gbk.csv":         "stop 48",
	"set121/05_qingcheng_card_rental_prices.xlsx":           "stop 48",
	"set121/06_suanligang_price_export_utf16.txt":           "stop 48",
	"set121/07_rongsuantong_listed_prices.xlsx":             "stop 48",
	"set121/08_xiling_rfq_reply.xlsx":                       "stop 48",
	"set122/01_rongxin_formal_quote_tax.xlsx":               "stop 48",
	"set122/03_qingcheng_wechat_chat.txt":                   "stop 48",
	"set122/04_xiongmao_console_export_bom.csv":             "stop 48",
	"set122/05_jinguancheng_hpc_jishi_gbk.csv":              "stop 48",
	"set122/07_chuanxin_framework_utf16.txt":                "stop 48",
	"set122/08_auroral_academic_usd.csv":                    "stop 48",
	"set122/10_emei_edu_pricelist_pdf2xlsx.xlsx":            "stop 48",
	"set123/02_buyer_benchkit_trial_summary.csv":            "stop 48",
	"set123/03_jinli_benchmark_reply_mail_gbk.txt":          "stop 48",
	"set123/04_xibu_q3_gpu_service_evaluation.xlsx":         "stop 48",
	"set123/05_hengyun_value_vs_competitors.csv":            "stop 48",
	"set123/06_qingcheng_ascend_a100_equivalent.xlsx":       "stop 48",
	"set123/07_xiling_inference_bench_prices_gbk.csv":       "stop 48",
	"set123/08_tianfu_cluster_quote_acceptance.xlsx":        "stop 48",
	"set123/09_harbourline_benchmark_pricing_en.csv":        "stop 48",
	"set124/01_duijiehui_supply_list.xlsx":                  "stop 48",
	"set124/02_rongsuan_booth_card_ocr.txt":                 "stop 48",
	"set124/03_shugang_followup_quote_gbk.csv":              "stop 48",
	"set124/09_jinguancheng_h5_promo_page.txt":              "stop 48",
	// stop 49: the files of sets 125-128 read fully right at the end of the stop (first sight or after this stop's rules)
	"set125/01_jinguan_zhisuan_2712_tiers.xlsx":          "stop 49",
	"set125/02_lingjing_sim_cloud_gbk.csv":               "stop 49",
	"set125/03_ronghe_broker_wechat.txt":                 "stop 49",
	"set125/04_meridian_compute_sg_usd.xlsx":             "stop 49",
	"set125/06_xiling_formal_quotation.xlsx":             "stop 49",
	"set125/07_jincheng_renewal_unicode.txt":             "stop 49",
	"set126/03_huanhua_reseller_stock_gbk.csv":           "stop 49",
	"set126/05_srm_rfq_bids_export.csv":                  "stop 49",
	"set126/07_meridian_quotation_en.xlsx":               "stop 49",
	"set126/08_minjiang_renewal_notice.csv":              "stop 49",
	"set126/09_qingcheng_inference_bundles.xlsx":         "stop 49",
	"set127/06_tongxia_liquidation_transition_fees.xlsx": "stop 49",
	"set127/07_zhilu_replacement_comparison.xlsx":        "stop 49",
	"set127/09_chuangang_idc_inplace_renewal_bom.csv":    "stop 49",
	"set128/03_rongchuang_lease_auction_gbk.csv":         "stop 49",
	"set128/04_xiling_cloud_migration_proposal.xlsx":     "stop 49",
	"set128/06_qingcheng_retired_sale_or_lease.xlsx":     "stop 49",
	"set128/07_baidi_bgrade_machines_bom_crlf.csv":       "stop 49",
	"set128/08_minjiang_cloud_last_reserved_window.xlsx": "stop 49",
	"set128/09_longquan_stepdown_schedule_utf16.txt":     "stop 49",
	// stop 46: the files of sets 113-116 read fully right at the end of the stop (first sight or after this stop's rules)
	"set113/01_rongsuan_cloud_summer_inference_bom.csv":  "stop 46",
	"set113/02_jincheng_zhisuan_quotation.xlsx":          "stop 46",
	"set113/04_chuanxi_yungu_idc_pricelist_gbk.csv":      "stop 46",
	"set113/06_xuebanzu_summer_inference_compare.xlsx":   "stop 46",
	"set113/07_zhijiaoyun_email_reply.txt":               "stop 46",
	"set113/08_shuxin_xinchuang_rental_gbk.csv":          "stop 46",
	"set114/01_chuanshi_network_idc_quotation.xlsx":      "stop 46",
	"set114/02_qingyang_yungu_idc_pricelist_gbk.csv":     "stop 46",
	"set114/03_jinli_broker_wechat.txt":                  "stop 46",
	"set114/04_tianfu_rongmeiyun_console_export_bom.csv": "stop 46",
	"set114/05_lionrock_hk_usd_ratecard_utf16.csv":       "stop 46",
	"set114/09_wangjiang_renewal_notice.xlsx":            "stop 46",
	"set115/01_jinguan_yunsuan_tiaojia_tongzhi_gbk.csv":  "stop 46",
	"set115/03_yunqing_baojiadan_v1_v2.xlsx":             "stop 46",
	"set115/06_xipu_yun_2027_xuyue_baojia_utf16.csv":     "stop 46",
	"set116/01_shusuanhui_favourites_export.xlsx":        "stop 46",
	"set116/02_jincheng_broker_resource_pool_gbk.csv":    "stop 46",
	"set116/03_tianfu_dispatch_platform_catalogue.xlsx":  "stop 46",
	"set116/04_huaxi_reseller_sourcing_comparison.xlsx":  "stop 46",
	"set116/05_yunzhan_market_filter_unicode.csv":        "stop 46",
	"set116/08_gpuscope_apac_compare_usd.csv":            "stop 46",
	// stop 42: codes' three files (set91/01, set91/06, set90/06) were held here while carriers and conditions
	// worked the rest of their sets; both sets left first sight at the merge. Stop 43: terms', lumps', reference's
	// and mailbox's files of sets 97, 98 and 100 were held here until the four branches were merged. Stop 44: legend's
	// and plancols' files of set104 were held here until both branches were merged
	"set108/01_jinniu_yungang_network_options_gbk.csv":  "configs: each network's line its own offer",
	"set108/03_rongyun_instance_storage_tiers_bom.csv":  "configs: each storage tier its own instance",
	"set108/05_qingtian_host_config_tiers.xlsx":         "configs: each host tier its own offer",
	"set108/06_jinjiang_ansuan_onsite_vs_idc_utf16.csv": "configs: a price after a survey of the buyer's room refused (CG0003-CG0006)",
	"set108/07_meridian_peak_fabric_tiers_usd.csv":      "configs: each fabric tier its own offer",
	"set108/08_wenjiang_zhihui_config_buildup.xlsx":     "configs: the build-up's total the offer (CG-COL-BUILDUP)",
	"set112/01_jinjiang_idc_rfq_reply.xlsx":             "bankmail: a form's label lines above the header are no group header",
	"set112/02_shuxin_xinchuang_quote_gbk.csv":          "bankmail: read right at first sight",
	"set112/04_yunzhan_partner_email_gbk.txt":           "bankmail: read right at first sight",
	"set112/06_rongbei_aicc_tariff_bom.csv":             "bankmail: 运营单位 names the seller (BK0001)",
	"set112/07_eprocurement_quote_export_utf16.csv":     "bankmail: read right at first sight",
	"set112/09_zhiyan_appliance_wecom_chat.txt":         "bankmail: read right at first sight",
	"set110/01_qingcheng_per_minute_rates.csv":          "rounding: precision and rounding beside a price",
	"set110/02_wenjiang_quote_integer_format.xlsx":      "rounding: precision and rounding beside a price",
	"set110/03_colleague_summary_saveas_gbk.csv":        "rounding: precision and rounding beside a price",
	"set110/06_ridgeway_per_second_usd_utf16.csv":       "rounding: precision and rounding beside a price",
	"set110/07_jinniu_hourly_approx_month_bom.csv":      "rounding: precision and rounding beside a price",
	"set110/08_jinli_api_export_li.csv":                 "rounding: precision and rounding beside a price",
	"set110/09_pidu_annual_wanyuan.xlsx":                "rounding: precision and rounding beside a price",
	// stop 45: forms' files of set107 (online form and survey tools), read right
	"set107/04_jiandaoyun_subform_export.xlsx":             "forms",
	"set107/05_feishu_bitable_form_responses.csv":          "forms",
	"set107/06_tencent_docs_collect_form.xlsx":             "forms",
	"set107/07_wechat_group_jielong.txt":                   "forms",
	"set107/08_wenjuan_longterm_intent_gbk.csv":            "forms",
	"set107/09_msforms_overseas_responses.xlsx":            "forms",
	"set133/02_minjiang_cloud_instances_bom.csv":           "stop 51",
	"set133/05_xiling_ascend_offer_gbk.csv":                "stop 51",
	"set133/08_suanqiao_broker_picks_formulas.xlsx":        "stop 51",
	"set133/09_qingcheng_price_change_crlf.csv":            "stop 51",
	"set134/03_yunshu_console_price_export.csv":            "stop 51",
	"set134/04_huaxi_formal_quotation.xlsx":                "stop 51",
	"set134/05_tianfu_zhisuan_price_notice_gbk.csv":        "stop 51",
	"set134/07_xiling_unicode_text.txt":                    "stop 51",
	"set134/08_xingang_inquiry_reply.xlsx":                 "stop 51",
	"set135/01_yunjin_sublet_list_gbk.csv":                 "stop 51",
	"set135/02_jincheng_idc_takeover_pool.xlsx":            "stop 51",
	"set135/05_minshan_cloud_instance_transfer_market.csv": "stop 51",
	"set135/07_qingshan_takeover_comparison.xlsx":          "stop 51",
	"set135/08_tianshugang_takeover_vs_new_bom_crlf.csv":   "stop 51",
	"set135/09_northvale_sublease_offer_utf16.csv":         "stop 51",
	"set136/04_ruida_card_rental_bom.csv":                  "stop 51",
	"set136/02_zhiyuan_llm_appliance_rent_gbk.csv":         "stop 52",
	"set136/08_hongtu_si_secure_onsite_boq.xlsx":           "stop 52",
	"set137/01_rongke_cloud_console_export_bom.csv":        "stop 52",
	"set137/02_jincheng_aicc_h800_rfq_reply.xlsx":          "stop 52",
	"set137/03_chuanyu_broker_wechat.txt":                  "stop 52",
	"set137/04_xiling_4090_farm_gbk.csv":                   "stop 52",
	"set137/05_yunshan_cloud_gpu_catalog.xlsx":             "stop 52",
	"set137/06_harbourline_usd_rates.csv":                  "stop 52",
	"set138/01_jinguan_edu_quote.xlsx":                     "stop 52",
	"set138/02_yunjie_console_export.csv":                  "stop 52",
	"set138/07_shuxin_framework_adjust.xlsx":               "stop 52",
	"set138/08_qingcheng_rfq_response.xlsx":                "stop 52",
	"set139/02_rongxi_costplus_reseller.csv":               "stop 52",
	"set140/01_qianyun_guian_dr_ratecard.xlsx":             "stop 52",
	"set140/02_jinjiang_yungang_tongcheng_gbk.csv":         "stop 52",
	"set140/08_yuzhi_mutual_backup_annex_utf16.txt":        "stop 52",
	// stop 53: the files of sets 140-144 read fully right at the end of the stop (first sight or after this stop's rules)
	"set140/03_yunzhan_cloud_capacity_export.csv":           "stop 53",
	"set141/02_straits_compute_sea_rates_usd.csv":           "stop 53",
	"set141/03_xixin_cloud_channel_pricelist_gbk.csv":       "stop 53",
	"set141/04_shuxin_ascend_voucher_quote.xlsx":            "stop 53",
	"set141/05_yurong_reseller_stock_utf16.txt":             "stop 53",
	"set141/06_harbourline_hk_quotation_usd.xlsx":           "stop 53",
	"set141/07_shengji_cloud_console_export_bom.csv":        "stop 53",
	"set141/08_qingcheng_email_table_gbk.txt":               "stop 53",
	"set142/01_tianfu_aidc_formal_quote.xlsx":               "stop 53",
	"set142/02_shuxin_cloud_gpu_instances_bom.csv":          "stop 53",
	"set142/06_rfq_platform_export_utf16.csv":               "stop 53",
	"set142/07_inference_three_quote_comparison.xlsx":       "stop 53",
	"set143/01_rongxin_price_adjustment_notice.xlsx":        "stop 53",
	"set143/04_chuanxi_broker_weekly_bulletin.txt":          "stop 53",
	"set143/05_minjiang_renewal_quote_utf16.txt":            "stop 53",
	"set143/06_shuangliu_spot_daily_bom.csv":                "stop 53",
	"set143/08_wangjiang_price_list_struck_old_prices.xlsx": "stop 53",
	"set144/01_rongxin_rename_notice_with_price_annex.xlsx": "stop 53",
	"set144/02_chuanlian_merger_unified_pricelist.xlsx":     "stop 53",
	"set144/03_suanlimao_acquired_by_group_gbk.csv":         "stop 53",
	"set144/04_lingsuan_spinoff_first_pricelist_bom.csv":    "stop 53",
	"set144/05_xingqu_signing_entity_change_mail.txt":       "stop 53",
	"set144/06_cubex_rebrand_price_card.xlsx":               "stop 53",
	"set144/07_tianfu_shusuan_jv_quote_letter_utf16.txt":    "stop 53",
	"set145/01_jinguan_formal_quote_cover.xlsx":             "stop 54",
	"set145/02_xiyun_cloud_prices_utf16.txt":                "stop 54",
	"set145/04_minjiang_xinchuang_tiers_hiddencol.xlsx":     "stop 54",
	"set145/05_chuanxin_operator_quotation_gbk.csv":         "stop 54",
	"set145/08_shuneng_jicai_framework_bom.csv":             "stop 54",
	"set145/09_xunlan_spot_multiline_crlf.csv":              "stop 54",
	"set146/01_shugang_idc_baojiadan.xlsx":                  "stop 54",
	"set146/02_xiling_cloud_chengdu_prices.csv":             "stop 54",
	"set146/03_rongsuan_wechat_2028-11-08.txt":              "stop 54",
	"set146/04_jincheng_aicenter_q4_gbk.csv":                "stop 54",
	"set146/06_yunzhou_price_change_notice.csv":             "stop 54",
	"set146/07_meridian_sg_proposal_usd.xlsx":               "stop 54",
	"set147/08_wenjiang_presale_deposit_lockin.xlsx":        "stop 54",
}

// onFirstSight is why file path's set is on first sight; false when it is
// not, or the file is on examinerFirstSightDone.
func onFirstSight(path string) (string, bool) {
	set := filepath.Base(filepath.Dir(path))
	if _, done := examinerFirstSightDone[set+"/"+strings.TrimSuffix(filepath.Base(path), ".expected.json")]; done {
		return "", false
	}
	why, ok := examinerFirstSight[set]
	return why, ok
}

// examinerKnown lists the rows of the examiner sets that are still
// read wrong, each with the class and the engineer's area that owns it
// (issue 23). TestRegressionRowCheck and TestPracticeAndOwnFiles log these
// instead of failing; every other row of the sets must read right. A row
// that reads right again should be taken off this list (the tests log it).
// Row 0 stands for the whole file.
var examinerKnown = map[string]map[int]string{
	// set109 (class: state-owned sellers' papers, stateowned): 70/71 after the class's work (first sight 52/71, 0
	// silent), its 12 unpriceable rows refused (SO0001-SO0010; allUnits leaves out a date line under the table)
	"set109/05_yachuan_reply_letter_gbk.txt": {
		8: "H20-96G: intra_node nvlink lost (NVLink stated only in paragraph 一 for the same machine; paragraph 二 names none)",
	},
	// set101 (class: offers written by AI chat assistants, assistant): read 54/54 (first sight 42/54, 0 silent), its
	// 9 unpriceable rows refused; no row left (a heading line over its bullet price lines and a multi-line chat
	// message, headingItems AS0001-AS0004; a chat bot's self-introduction naming the seller, vendor.tsv bot_role
	// AS0011-; a bot's hand-off 人工报价 refused, price.tsv AS0021-; 保留1年 a commitment, ladder.tsv AS0031-)
	// set104 files 06, 08 (class: price columns headed by plan codes, a column's unit from its header's footnote mark,
	// plancols): 32/32 (first sight 11/32, 10 dropped unreported); files 04 and 07 read right from first sight
	// set104 files 01, 02, 03, 05 (class: codes the file's own key defines, legend): 31/33 after the class's work
	// (first sight 1/33), none silently wrong. Left: the 编码说明 sheet's BM (整机，单价为每台价格) is read into the
	// SKU's joined GPU column, where no reader takes a per-machine basis: the rows whose unit (M, Q) gives no basis are
	// refused as not saying per card or per machine
	"set104/01_jinxiu_sku_pricelist_legend.xlsx": {
		4: "H800-80G-SXM: refused, per card or per machine not read from the SKU's BM code (legend sheet)",
		5: "H800-80G-SXM: refused, per card or per machine not read from the SKU's BM code (legend sheet)",
	},
	// set96 (class: one price for a whole package, block, project, contract, window or billing cycle, lumps): read
	// 48/54 after the class's work (first sight 12/54, 1 silent), none silently wrong, its 13 unpriceable rows refused
	// (LS rules: words/totals.tsv, periods.tsv, units.tsv, gpu_aliases.tsv; resolve_totals.go, resolve_cycle.go,
	// extract_datespan.go, columns_sole_total.go). The rows left lose links stated outside the row's own cells or a
	// vendor named only on a cover sheet: not the class's
	"set96/01_jinjiang_package_menu_gbk.csv": { // a link in the 包含内容 (inclusions) cell, a column not read
		7: "H800-80G-SXM: inter_node ib lost (含IB组网 in the unread 包含内容 column)",
	},
	"set96/05_summit_ridge_committed_blocks.xlsx": { // vendor on the Read me sheet only; links in a cover line
		3: "H100-80G-SXM: vendor read as Committed from the sheet's title (Summit Ridge Compute Pte. Ltd. on the Read me sheet), flagged; inter_node ib lost (cover line)",
		4: "H200-141G: vendor read as Committed from the sheet's title, flagged; inter_node ib lost (cover line)",
		5: "B200-180G: vendor read as Committed from the sheet's title, flagged; intra_node nvlink and inter_node ib lost (cover line)",
		6: "H100-80G-SXM: vendor read as Committed from the sheet's title, flagged; inter_node ib lost (cover line)",
		7: "H200-141G: vendor read as Committed from the sheet's title, flagged; inter_node ib lost (cover line)",
	},
	// set92 (class: how the unit after a price is written, ordinary): read 65/65, its 8 unpriceable rows refused,
	// none silently wrong; no row left (a count of days as long as a quarter is a term, OD0001; a per-instance
	// price whose 单机卡数 says “—” refused at that cell, OD0002)
	// set94 (class: an ordinary month's inbox, ordinary): read 67/67, its 12 unpriceable rows refused; no row left
	// (a sheet with no title takes its workbook's title vendor over the file name, OD0003; 单位 台 beside
	// 租期(月) is a machine-month, warned, OD0004)
	// set89 (class: the sheet tab and the file name carry part of the offer, tabs): read 59/59 after the class's work
	// (first sight 21/59), none silently wrong; no row left (a sheet's name and a single-table file's name as a section
	// line: locate_tab.go, TA rules)
	// set90 (class: prices with conditions attached, conditions; 06 codes): read 58/59 after the merge (first sight
	// 38/59, 3 silent): condition columns (价格条件, 附加条件) give their term, a renewal column and a bundle column are
	// each their own offer, warned; 电费另计（0.85元/度） refuses nothing; 06's 数量(台) is a count, never a price
	"set90/08_pidu_quote_with_conditions.xlsx": { // a count written in the GPU cell (单卡A40): warned at import only
		8: "单卡A40: gpus_per_node 1 lost (a count written in the GPU cell), flagged at import only",
	},
	// set86 (class: prices by how and when the buyer pays, payterms): read 81/81 after the class's work, none
	// silently wrong; no row left (a pay term beside a plan word is how the plan's price is paid: words/payterms.tsv)
	// set80 (class: how usage is metered and billed, metering): read 55/55; its last row (03 row 10, 保底即全款) reads
	// since payterms (words/payterms.tsv min_spend_whole)
	// set82 (class: files out of a mail client, mailclient): read 44/55, none silently wrong, after the class's work
	// (mail heads, folder exports and mail lists read a mail a row, the sender's signature, forwards' quoting levels,
	// budgets in the buyer's request, an inline answer's price after its term: 3个月包季 每台每月 5.9万, ML0113); the
	// rows left are price wordings inside a mail's prose, each refused at its line or with a count lost
	"set82/01_outlook_folder_export_gbk.csv": { // a mail body's prose: a single-card and a whole-machine price on one line; 折合每卡每月
		4: "RTX4090-24G: refused, two prices on one line (单卡 1.75 元/卡时，包整机8卡的话按 1.6 元/卡时算: a card's and a whole machine's offer not told apart)",
		5: "H20-141G: refused, expected 4,300 per card-month (折合每卡每月 4,300 元: the unit before the amount is not read, refused as absurdly low)",
	},
	"set82/05_edm_promo_plaintext_bom.txt": { // a marketing mail: 原价/活动价 side by side under a 【…】 heading that names the GPU; refused, never the 原价
		12: "H800-80G-SXM: refused, expected the 活动价 8.80 (原价 and 活动价 side by side, the GPU on the heading line above)",
		16: "H200-141G: refused, expected the 活动价 15.50 (the GPU on the heading line above)",
		20: "RTX4090-24G: refused, expected the 活动价 1.29 (the GPU on the heading line above)",
		24: "L20-48G: refused, expected 2.1万/台/月 (the GPU on the heading line above; vendor only in the From head's display name 青城算力)",
		27: "A800-80G-SXM: refused, expected 3,888 per card-month 包年 (the GPU on the heading line above)",
	},
	// set71 (class: one offer spread over several rows, multirow): rows still read wrong after the class's work, none
	// silently; the vendor's bracket tag keeps its trade words out of the name (vendor naming, not this class)
	"set71/05_qingyang_bot_reply.txt": { // 【青羊GPU租赁】: the title's "GPU租赁" read as what the reply holds, the vendor flagged as 青羊
		6:  "RTX4090-24G: vendor expected 青羊GPU租赁, got 青羊 (flagged: taken from the title)",
		11: "A800-80G-PCIe: vendor expected 青羊GPU租赁, got 青羊 (flagged: taken from the title)",
		16: "H100-80G-SXM: vendor expected 青羊GPU租赁, got 青羊 (flagged: taken from the title)",
		21: "RTX3090-24G: vendor expected 青羊GPU租赁, got 青羊 (flagged: taken from the title)",
		31: "V100-32G: vendor expected 青羊GPU租赁, got 青羊 (flagged: taken from the title)",
	},
	// set74 (class: files written by the seller's engineers and operations staff, opsfiles): rows still read wrong
	// after the class's work and inbox's vendor evidence (02, 04 and 07 name the vendor only in running text), none
	// silently; each is refused at its line or cell.
	"set74/02_tianjiao_engineer_nvidia_smi.txt": { // nvidia-smi blocks in a mail: the vendor in the signature; 单卡每月/整台租每月 on one line
		32: "H20-141G: read as H20-96G (flagged: the memory line's 143771 MiB in the mail is not read, the 96G part assumed and warned)",
		// usdcards: the line is two offers (per card, per machine); the card's month reads right
		56: "RTX6000Ada-48G: the whole machine's month (整台租每月 17,600) stored with GPUs per machine unknown and no per-GPU price (flagged: the line names no card count, the nvidia-smi block's 8 GPUs above it are not read)",
	},
	// set72 (class: discount wording, a list price and what comes off it, discount): read 49/57, none silently wrong,
	// after the class's work; the one file left is a WeChat poster typed out as 资源 | 价格说明 | 可租台数, whose
	// header names no GPU, price or unit column (a locate problem), its discounts inside the price text
	"set72/08_shuangliu_wechat_promo_gbk.csv": { // no header row found: the whole file refused, never guessed
		0: "file refused: 08_shuangliu_wechat_promo_gbk.csv: no header row found (资源 | 价格说明 | 可租台数 names no GPU, price or unit column); rows 3-7, 9-11 expected read from the price text with its discount (原价13.5元/卡时，年末8折 = 10.80; 12.6万/台/季 九折; 1.88元/卡时（已是折后价，原价2.35）; 原价6.00元/卡时，直降0.80元 = 5.20; 2.2元/卡时 打9折后再减0.1 = 1.88; 折后4.05; 5.6万/台/月 八五折; 1.6元/卡时 让利20% = 1.28), row 8 (预计8折) refused at its cell",
	},
	// set69 (class: notes typed during a vendor call and voice-to-text transcripts, callnotes): rows still read
	// wrong after the class's work, none silently; each is refused at its line or flagged
	"set69/01_minutes_1203_markdown.txt": { // corrections and spoken discounts across a line ("先报 7.8 → 改口 7.2", "包月再便宜一块 → 6.2"), the 8卡机 price with no card/machine word, counts from the heading's line above
		7: "H800-80G-SXM: refused, expected 7.2 (先报 7.8/卡时 → 我说贵 → 改口 7.2/卡时: the price is written before the GPU, the H800 of line 6)",
		8: "H800-80G-SXM: refused, expected 6.2 (包月的话再便宜一块 → 6.2/卡时: no GPU on the line)",
		9: "RTX4090-24G: refused, expected 1.9 per card (单卡 1.9/时: per card or per machine not read)",
	},
	"set69/02_xunfei_tingjian_transcript.txt": { // a self-correction in speech (九块五，哦不对，九块二) and a discount never written out (再便宜一块钱 → 8.2): refused, never guessed
		16: "H800-80G-SXM: refused, expected 9.2 (the H800 named an utterance earlier; 九块五→九块二 not read)",
		22: "H800-80G-SXM: refused, expected 8.2 computed from 再便宜一块钱 (a price nowhere written: refused)",
	},
	// set69/03_feishu_call_summary.xlsx row 7 (a 签半年 term in the summary's 附加条件 column) reads since conditions
	// (a condition column is the row's note: words/header_synonyms.tsv CD0003)
	"set69/04_wechat_recap_gbk_crlf.txt": { // 同配置 (the configuration of the line above), 再便宜两毛 (a spoken difference: refused, never a price), a later half-year offer with no GPU on its line
		6:  "RTX4090-24G: refused, expected 1.55 (再便宜两毛 is a difference, refused: nothing is computed from it, import.prose.price_difference)",
		12: "H800-80G-SXM: refused, expected 3.75万/台/月 签半年 (no GPU on the line)",
	},
	"set69/06_feishu_miaoji_lionrock_en.txt": { // USD amounts spoken in English words: refused at the line (CV0101-CV0131), never guessed
		9:  "H100-80G-SXM: refused, expected 2.49 USD (two forty-nine)",
		12: "H200-141G: refused, expected 3.65 USD (three point nine — sorry, three point six five)",
		21: "L40S-48G: refused, expected 0.99 USD (zero point nine nine)",
		27: "H100-80G-SXM: refused, expected 11500 USD per node-month (eleven thousand five hundred)",
	},
	"set69/07_weekly_call_summary_bom.csv": { // a record holding two offers (签一年1.55 / 不签年的话1.8): the second is not read
		7: "L20-48G: the 1.8 offer without the year's term not read",
	},
	"set69/08_call_notes_by_day.xlsx": { // counts from the line above, a correction within the note (6.5→6.3) and on the next row (三块八 → 三块六)
		5: "H200-141G: refused, expected 6.8万一台一个月 (no GPU on the line); 12-09 row 5: refused, expected 3.6 (说错了，是三块六)",
		6: "RTX4090D-24G: refused, expected 1.3 per card (单卡 1.3 with no period)",
		9: "H800-80G-PCIe: 6.5 read, expected 6.3 (后面又改成 6.3; flagged: check against the line)",
	},
	"set67/08_chenghua_email_reply_gbk.txt": { // class: a contract term stated as a plan the buyer must sign ("需签订包季合同"), not amounts in words (terms area)
		11: "H800-80G-SXM: min_hours expected 2160, got none (需签订包季合同 in the line's clause after the price is left a note)",
	},

	"set58/05_chenghua_agent_relative_prices.xlsx": { // first sight (stop 36): the 代理价 column (the agent is the seller, CH0014 drops it as a reseller price) holds prices relative to the list price
		4:  "H800-80G-SXM: refused, expected to be read (代理价: “代理价” says “刊例价下浮8%”: the row's price is stated relative to another price, so the price read ",
		5:  "H100-80G-SXM: refused, expected to be read (原厂刊例价: no price: the cell says “—”)",
		6:  "A100-80G-SXM: refused, expected to be read (代理价: “代理价” says “刊例价下浮8%”: the row's price is stated relative to another price, so the price read ",
		10: "H20-96G: refused, expected to be read (代理价: “代理价” says “刊例价9折”: the row's price is stated relative to another price, so the price read beside i",
	},
	"set53/08_alpen_gpu_offerte_chf.txt": { // first sight (stop 35), not yet worked on
		7:  "H100-80G-SXM: wrong [{field:min_hours expected:2160 got:<nil> wrong:false}] (warnings [\"vendor “Alpen GPU AG” taken from the title “Alpen GPU AG · Hardturmstrasse 000 · 8005 Zürich”\" \"link betwe…",
		11: "H200-141G: wrong [{field:min_hours expected:2160 got:<nil> wrong:false}] (warnings [\"vendor “Alpen GPU AG” taken from the title “Alpen GPU AG · Hardturmstrasse 000 · 8005 Zürich”\" \"Preis CHF “1…",
	},
	"set54/05_liongate_sg_xero_quote_export_sgd.csv": { // first sight (stop 35), not yet worked on
		2:  "H100-80G-SXM: refused, expected to be read (Title: unit “GPU Rental Quotation 算力租赁报价” names no period (hour, day, week, month); Title: unit “GPU Rental Quotation 算力租赁报价” names no period (hour, d…",
		3:  "H200-141G: refused, expected to be read (Title: unit “GPU Rental Quotation 算力租赁报价” names no period (hour, day, week, month); Title: unit “GPU Rental Quotation 算力租赁报价” names no period (hour, day,…",
		4:  "L40S-48G: refused, expected to be read (Title: unit “GPU Rental Quotation 算力租赁报价” names no period (hour, day, week, month); Title: unit “GPU Rental Quotation 算力租赁报价” names no period (hour, day, …",
		5:  "A100-80G-SXM: refused, expected to be read (Title: unit “GPU Rental Quotation 算力租赁报价” names no period (hour, day, week, month); Title: unit “GPU Rental Quotation 算力租赁报价” names no period (hour, d…",
		10: "RTX4090-24G: refused, expected to be read (Title: unit “GPU Rental Quotation 算力租赁报价” names no period (hour, day, week, month); Title: unit “GPU Rental Quotation 算力租赁报价” names no period (hour, d…",
		11: "H100-80G-SXM: refused, expected to be read (Title: unit “GPU Rental Quotation 算力租赁报价” names no period (hour, day, week, month); Title: unit “GPU Rental Quotation 算力租赁报价” names no period (hour, …",
		12: "RTX6000Ada-48G: refused, expected to be read (Title: unit “GPU Rental Quotation 算力租赁报价” names no period (hour, day, week, month); Title: unit “GPU Rental Quotation 算力租赁报价” names no period (hour…",
	},
	"set55/04_qingyang_broker_prepay_deposit.txt": { // first sight (stop 35), not yet worked on
		5: "H800-80G-SXM: refused, expected to be read (计价单位: unit “元/台” names no period (hour, day, week, month))",
	},

	"set52/02_cobaltsky_calculator_estimate.xlsx": { // first sight (stop 34), not yet worked on
		5: "H100-80G-SXM: wrong [{field:price expected:11.0612 USD/GPU-h got:22.1225 wrong:true}] (the estimate covers 2 VMs × 730 h: not yet divided by the VM count the Description states)",
		8: "L40S-48G: wrong [{field:gpus_per_node expected:4 got:<nil> wrong:false} {field:price expected:2.4500 USD/GPU-h got:39.2 wrong:true}] (warnings [\"vendor “Cobalt Sky” taken from the title “Cobalt Sky P…",
		9: "A10-24G: wrong [{field:gpus_per_node expected:1 got:<nil> wrong:false} {field:price expected:3.2000 USD/GPU-h got:0.8767123287671232 wrong:true}] (warnings [\"vendor “Cobalt Sky” taken from the title …",
	},
	"set52/07_shuofeng_price_list_many_columns_bom.csv": { // examiner reading: the file names no vendor (朔风云 appears nowhere in it; the file name gives Shuofeng, stored with a warning)
		2:  "H800-80G-PCIe: wrong [{field:vendor expected:朔风云 got:Shuofeng wrong:true}] (warnings [\"vendor “Shuofeng” taken from the file name 07_shuofeng_price_list_many_columns_bom.csv\" \"link between the card…",
		3:  "H800-80G-PCIe: wrong [{field:vendor expected:朔风云 got:Shuofeng wrong:true}] (warnings [\"vendor “Shuofeng” taken from the file name 07_shuofeng_price_list_many_columns_bom.csv\" \"link between the card…",
		4:  "H800-80G-PCIe: wrong [{field:vendor expected:朔风云 got:Shuofeng wrong:true}] (warnings [\"vendor “Shuofeng” taken from the file name 07_shuofeng_price_list_many_columns_bom.csv\" \"link between the card…",
		5:  "A100-80G-SXM: wrong [{field:vendor expected:朔风云 got:Shuofeng wrong:true}] (warnings [\"vendor “Shuofeng” taken from the file name 07_shuofeng_price_list_many_columns_bom.csv\" \"link between the cards…",
		6:  "A100-80G-SXM: wrong [{field:vendor expected:朔风云 got:Shuofeng wrong:true}] (warnings [\"vendor “Shuofeng” taken from the file name 07_shuofeng_price_list_many_columns_bom.csv\" \"link between the cards…",
		7:  "RTX4090-24G: wrong [{field:vendor expected:朔风云 got:Shuofeng wrong:true}] (warnings [\"vendor “Shuofeng” taken from the file name 07_shuofeng_price_list_many_columns_bom.csv\" \"link between the cards:…",
		8:  "RTX4090-24G: wrong [{field:vendor expected:朔风云 got:Shuofeng wrong:true}] (warnings [\"vendor “Shuofeng” taken from the file name 07_shuofeng_price_list_many_columns_bom.csv\" \"link between the cards:…",
		9:  "Ascend910B-64G: wrong [{field:vendor expected:朔风云 got:Shuofeng wrong:true}] (warnings [\"vendor “Shuofeng” taken from the file name 07_shuofeng_price_list_many_columns_bom.csv\" \"GPU “昇腾910B 64GB 512…",
		10: "A10-24G: wrong [{field:vendor expected:朔风云 got:Shuofeng wrong:true}] (warnings [\"vendor “Shuofeng” taken from the file name 07_shuofeng_price_list_many_columns_bom.csv\" \"link between the cards: PCI…",
	},
	"set52/08_chicheng_calculator_bom.txt": { // first sight (stop 34), not yet worked on
		11: "A800-80G-SXM: wrong [{field:min_hours expected:2160 got:<nil> wrong:false}] (warnings [\"vendor “赤城云” taken from the title “赤城云 价格计算器 · 配置清单导出”\" \"GPU “8 × NVIDIA A800 80GB” read as A800-80G-SXM: for…",
	},
	"set46/02_tianfu_serverless_gpu_billing.csv": { // first sight (stop 33), not yet worked on
		5:  "T4-16G: wrong [gpus_per_node expected 1 got <nil>]",
		6:  "A10-24G: wrong [gpus_per_node expected 1 got <nil>]",
		8:  "L20-48G: wrong [gpus_per_node expected 1 got <nil>]",
		9:  "RTX4090-24G: wrong [gpus_per_node expected 1 got <nil>]",
		10: "A100-80G-SXM: wrong [gpus_per_node expected 1 got <nil>]",
		12: "H20-96G: wrong [gpus_per_node expected 1 got <nil>]",
	},
	"set47/03_shusuanyun_miniprogram_screenshot_ocr.txt": { // ocr: a dropped decimal point is not guessed
		18: "L20-48G: wrong [price expected 2.38 got 238] (OCR text: held for review naming 238 and 2.38)",
	},
	"set47/07_wecom_group_chat_pasted_column_a.xlsx": { // first sight (stop 33), not yet worked on
		22: "RTX4090-24G: wrong [gpus_per_node expected 8 got <nil> nodes expected 10 got <nil> price expected 1.71131 got <nil>]",
	},
	"set40/06_xinghe_prepaid_balance_ledger.tsv": { // leftovers3: refused at 支出(元) (the net, LX0001), no longer dropped
		7:  "H800-80G-SXM: refused, expected to be read (包天 | H800 ×8 | 3天 with 5,760.00 under 支出: the price is the amount over the days, not yet worked out)",
		8:  "A800-80G-SXM: refused, expected to be read (包周 1周, 7,392.00: as row 7)",
		11: "H20-141G: refused, expected to be read (包月 over a date range, 29,952.00: as row 7)",
		13: "H100-80G-SXM: refused, expected to be read (包天 2天, 4,224.00: as row 7)",
	},
	"set43/03_qingcheng_voucher_partner_offer_bom.csv": { // first sight (stop 32), not yet worked on
		13: "refusal sheet=\"\" row=13 column=\"\"(A) does not locate its cell or is unclear: this row names a GPU and a price (“示例：A800整机原价42,500元/台/月，获批30%算力券后企业实付29,750元/台/月。”) but was neither read as an offer, nor…",
	},
	"set44/08_jinjiang_yunqing_model_codes_legend.txt": { // first sight (stop 32), not yet worked on
		0: "file refused: 08_jinjiang_yunqing_model_codes_legend.txt: no header row found: the first 40 rows name none of the columns needed (供应商/vendor, GPU型号/gpu, 报价/price, 计费方式/price_unit)",
	},
	"set37/03_qiongyun_spot_preemptible_prices.tsv": { // first sight (stop 31), not yet worked on
		8: "cannot be priced, yet not refused",
	},
	"set31/03_tianfu_xinghe_newyear_promo.csv": { // resolve: which of two prices a rule column picks
		5: "原价 beside 活动价 with a 适用规则 column saying which one an order in January pays: the 活动价 is stored, warned “two prices for one offer”",
		6: "as row 5 (原价 applies to an existing customer in January): 活动价 stored, warned",
		7: "as row 5; the row's second offer (活动价 预付12个月) is not stored",
		9: "as row 5: 活动价 stored, warned",
	},
	"set32/04_team_inquiry_tracker_export.xlsx": { // extract: a unit only in the notes
		7: "“1.1元” with the unit only in 备注 (“官网价，按小时”): refused as unit missing",
	},
	"set32/05_jincheng_meeting_minutes_bom.csv": { // extract: a sentence split between GPU and price
		7: "“A800 PCIe 80G … 包周 6720元/台/周”: the clause split loses “PCIe”, read as SXM (warned as assumed)",
	},
	"set32/07_eng_poc_test_log.tsv": { // resolve: a vendor written before the host name
		6:  "“宽窄 4090D 单卡”: a vendor word before the machine's name is not read: refused as vendor missing",
		9:  "“浣花云 4090 x2”: as row 6",
		10: "“红星 a800-sxm-07”: as row 6",
		11: "“新津 l40s”: as row 6",
		12: "“峨眉云 a10”: as row 6",
	},
	"set65/08_shuangliu_camscanner_bom.csv": { // extract: number style (pdfscan)
		6: "“¥ 3 84” 元/台/天: refused at its cell (PF0004): the space after a lone digit before two more may be a scan's lost decimal point (3.84) or nothing (384, this set's examiner's reading); a refusal is right where the reading is not certain, never 100× too big",
	},
	"set29/03_ocr_scan_wenjiang_quote.csv": { // extract: number style; rows 4-5: pdfscan (set65's class), a letter inside a figure is refused, not read
		4:  "“1O6 000” 元/台/月: refused at its cell (numbers.tsv ocr_digit OC0101: a letter O among the digits may stand for any digit; set65's examiner and issue 23's never-silently-wrong policy refuse it where this set's examiner read 106000, warned)",
		5:  "“5.8O” 元/卡/时: refused at its cell as row 4 (set65 refuses the same “4.3O”; read as 5.80 it would rest on a guess of the last digit)",
		10: "“1,58” 元/卡/时 in a column of CNY amounts: refused as a comma that is no thousands separator (the set's README calls the refusal defensible; 1.58 is the careful reading)",
	},
	"set27/03_shuyunhui_wecom_smartsheet_bom.csv": { // resolve: vendor of a smart-sheet export
		0: "a 企业微信 smart-sheet export naming its vendor nowhere (no title, file-name line, 供应商 field or contact’s company; the file name is pinyin): refused as vendor missing; every other field reads right once a vendor is given",
	},
	"set27/07_yuzhong_minute_billing.tsv": { // resolve: per-instance minute prices
		0: "the file names its vendor nowhere (no vendor column, title, line or file name word); its 元/分钟 per-instance prices read right once a vendor is named",
	},
	"set21/21e_xiuyun_plan_columns.xlsx": { // not yet owned: an off-catalogue plan column
		10: "方案E GH200 (not in the catalogue) in a plan column: refused at its GPU cell F4, as set16/07 and set20/03 expect for the same kind of file; this file's expected names the price row 10 instead (the two conventions cannot both hold without reporting one refusal twice)",
	},
	"set25/05_contract_annex2_price_table.xlsx": { // procure (PC): a contract annex
		10: "服务期限 “按需” (on demand) read as hourly billing against a 卡·天 price: refused",
	},
	// set76 (class: mistakes and inconsistencies in the seller's own file, mistakes): rows still read wrong after
	// the class's work (53/59), none silently
	"set76/05_xindu_email_body_vs_table.txt": { // prose: the mail body's line naming a GPU and a price
		0: "row 4, the mail body's line (RTX 4090本月特价1.5元/卡时，H800整机按每台每月5.6万计) is reported as neither read nor refused at a column with no header (a line of prose has none); its quotes read right and the table's L20 beside the body's rate is refused (prose's class)",
	},
	"set24/02_lumen_reserved_payment_options.csv": { // intl: All Upfront rows, the effective rate blank
		5:  "All Upfront with the effective rate blank: the hourly “$0.00” is refused as no price before the upfront is spread over the term",
		10: "All Upfront with the effective rate blank: the hourly “$0.00” is refused as no price before the upfront is spread over the term",
	},
	// set88 (class: trade slang and jargon, slang): read 58/58 after the class's work (first sight 44/58), none silently
	// wrong; no row left (刀 and 美刀 SG0001-SG0002, c/srv SG0003-SG0004, 包月一口价 SG0005, 现车/期货 titles and legend
	// lines SG0006-SG0010, 卡时9.8块 SG0011-SG0020, 个W SG0021-SG0022)
	// set91 (class: telecom carriers and their channel partners, carriers; 01 and 06 codes; 07 conditions): read
	// 47/51 after the merge (first sight 30/51, 14 silently wrong), none silently wrong. Left: 02's quantities under a
	// unit-period measure (数量 4, 计量单位 台·月/台·天/台·年) with no term column, not read as the machines
	// (extract_counts.go unitPeriodCounts: it may count machine-months), warned at the cell
	"set91/02_chuanxin_chengdu_cm_quote_gbk.csv": {
		5: "数量 under 计量单位 台·月 with no term column: may count machine-months, so not read as machines (warned)",
		6: "数量 under 计量单位 台·月 with no term column: may count machine-months, so not read as machines (warned)",
		8: "数量 under 计量单位 台·月 with no term column: may count machine-months, so not read as machines (warned)",
		9: "数量 under 计量单位 台·月 with no term column: may count machine-months, so not read as machines (warned)",
	},
}

// examinerKnownSeen are the entries (file, row) a failure matched: an entry
// none matched is stale, and TestMain says so.
var examinerKnownSeen = map[string]bool{}

// examinerKnownRan names the tests that read every examiner set: the row
// check and TestPracticeAndOwnFiles each catch failures the other does not,
// so an entry is stale only when both ran and neither matched it.
var examinerKnownRan = map[string]bool{}

// TestMain fails the run when an examinerKnown entry no longer fails; it
// reads every file as of testDay.
func TestMain(m *testing.M) {
	windowDay = func() string { return testDay } // regression_read_test.go
	code := m.Run()
	if examinerKnownRan["rowcheck"] && examinerKnownRan["ownfiles"] {
		for _, s := range staleKnown() {
			fmt.Fprintf(os.Stderr, "known failure %s no longer fails: remove it from examinerKnown\n", s)
			code = 1
		}
	}
	os.Exit(code)
}

// staleKnown lists the entries no failure matched.
func staleKnown() []string {
	var out []string
	for file, rows := range examinerKnown {
		for row, why := range rows {
			if !examinerKnownSeen[knownKey(file, row)] {
				out = append(out, fmt.Sprintf("%s (%s)", knownKey(file, row), why))
			}
		}
	}
	sort.Strings(out)
	return out
}

func knownKey(file string, row int) string { return fmt.Sprintf("%s row %d", file, row) }

var reFailRow = regexp.MustCompile(`(?:^|[ !])row[ =](\d+)\b`)

// knownExaminerFailure: the failure message f of file path is on the list.
func knownExaminerFailure(path, f string) (string, bool) {
	for file, rows := range examinerKnown {
		if !strings.Contains(filepath.ToSlash(path), file) {
			continue
		}
		if why, ok := rows[0]; ok {
			examinerKnownSeen[knownKey(file, 0)] = true
			return why, true
		}
		for _, m := range reFailRow.FindAllStringSubmatch(f, -1) {
			var row int
			fmt.Sscan(m[1], &row)
			if why, ok := rows[row]; ok {
				examinerKnownSeen[knownKey(file, row)] = true
				return why, true
			}
		}
	}
	return "", false
}

// reportExaminer fails with f unless it is a known failure, which is
// logged; a silently wrong reading always fails.
func reportExaminer(t *testing.T, path, f string) {
	t.Helper()
	if why, ok := onFirstSight(path); ok {
		t.Logf("first sight (issue 23, not yet worked on): %s [%s]", f, why)
		return
	}
	if why, ok := knownExaminerFailure(path, f); ok && !strings.Contains(f, "SILENTLY") {
		t.Logf("known (issue 23, owned elsewhere): %s [%s]", f, why)
		return
	}
	t.Error(f)
}

// The list names files that exist, and each row in it is an expected quote
// or a row that cannot be priced.
func TestExaminerKnownListed(t *testing.T) {
	for file, rows := range examinerKnown {
		b, err := os.ReadFile(repotest.Path("quotes", "examiner", file+".expected.json"))
		if err != nil {
			t.Errorf("%s: %v", file, err)
			continue
		}
		for row := range rows {
			if row != 0 && !regexp.MustCompile(fmt.Sprintf(`"row": %d\b`, row)).Match(b) {
				t.Errorf("%s row %d: not a row of the expected file", file, row)
			}
		}
	}
}

// examinerFirstSightDone names files that exist, of sets on first sight.
func TestExaminerFirstSightDoneListed(t *testing.T) {
	for file := range examinerFirstSightDone {
		if _, err := os.Stat(repotest.Path("quotes", "examiner", file)); err != nil {
			t.Errorf("%s: %v", file, err)
		}
		if _, ok := examinerFirstSight[filepath.Dir(file)]; !ok {
			t.Errorf("%s: its set is not on first sight (take the file off examinerFirstSightDone)", file)
		}
	}
}
