import type { TextI18n } from '../http/localized-text.js';

/**
 * The seeded site notices (通知公告) and the news classes in zh-TW and en-US, by their zh-CN text (issue 36):
 * the public news page, its 通知公告 tab and the staff home's column show them in the visitor's language.
 */
interface NoticeTexts {
  title: string;
  summary: string;
  paragraphs: string[];
}

export const NEWS_CLASS_NAMES: Record<string, TextI18n> = {
  通知公告: { 'zh-TW': '通知公告', 'en-US': 'Announcements' },
  公司新闻: { 'zh-TW': '公司新聞', 'en-US': 'Company news' },
  行业动态: { 'zh-TW': '行業動態', 'en-US': 'Industry news' },
};

export const NOTICE_TEXTS: Record<string, { 'zh-TW': NoticeTexts; 'en-US': NoticeTexts }> = {
  关于春节期间电子招投标平台系统维护的通知: {
    'zh-TW': {
      title: '關於春節期間電子招投標平台系統維護的通知',
      summary: '平台將於2月14日22:00至2月15日6:00進行系統升級維護，維護期間暫停訪問。',
      paragraphs: [
        '為進一步提升電子招投標平台的運行穩定性，資訊中心定於2月14日22:00至2月15日6:00對平台進行系統升級維護。',
        '維護期間平台將暫停訪問，線上報名、報價及檔案下載等功能均不可用。請各供應商合理安排時間，避免在維護時段內提交報價。',
        '維護結束後如遇登入異常，請清除瀏覽器快取後重試，或撥打平台服務熱線 0571-88886666 諮詢。',
      ],
    },
    'en-US': {
      title: 'Maintenance of the e-tendering platform over the Spring Festival',
      summary:
        'The platform is upgraded from 22:00 on 14 February to 06:00 on 15 February and cannot be used meanwhile.',
      paragraphs: [
        'To keep the e-tendering platform running reliably, the IT centre upgrades it from 22:00 on 14 February to 06:00 on 15 February.',
        'During the maintenance the platform cannot be reached: registration, quotation and file downloads are unavailable. Suppliers should plan ahead and not submit quotations in that window.',
        'If signing in fails after the maintenance, clear the browser cache and try again, or call the service line 0571-88886666.',
      ],
    },
  },
  关于启用新版供应商注册流程的通知: {
    'zh-TW': {
      title: '關於啟用新版供應商註冊流程的通知',
      summary: '自3月1日起，新註冊供應商須線上上傳營業執照並完成手機號驗證。',
      paragraphs: [
        '為規範供應商准入管理，自3月1日起平台啟用新版供應商註冊流程。',
        '新註冊供應商須線上填寫統一社會信用代碼、上傳營業執照掃描件，並通過手機驗證碼完成身分驗證。已註冊供應商不受影響。',
        '註冊資訊提交後，採購管理部將在3個工作日內完成審核，審核結果以站內訊息方式通知。',
      ],
    },
    'en-US': {
      title: 'A new supplier registration process',
      summary:
        'From 1 March, new suppliers upload their business licence and verify their mobile number online.',
      paragraphs: [
        'To manage supplier admission consistently, the platform uses a new supplier registration process from 1 March.',
        'New suppliers enter their unified social credit code, upload a scan of their business licence and verify themselves with a code sent to their mobile phone. Registered suppliers are not affected.',
        'The procurement department reviews a registration within 3 working days and tells the supplier the result by a message on the platform.',
      ],
    },
  },
  关于开展2026年度供应商资质年审工作的通知: {
    'zh-TW': {
      title: '關於開展2026年度供應商資質年審工作的通知',
      summary: '請各在庫供應商於4月30日前在個人中心更新資質證書及聯絡人資訊。',
      paragraphs: [
        '根據集團供應商管理辦法，現啟動2026年度供應商資質年審工作。',
        '請各在庫供應商於4月30日前登入平台，在個人中心更新營業執照、資質證書及聯絡人資訊。逾期未完成年審的供應商將暫停參與新項目報名。',
      ],
    },
    'en-US': {
      title: 'Annual review of supplier qualifications for 2026',
      summary:
        'Registered suppliers update their certificates and contacts in the personal centre by 30 April.',
      paragraphs: [
        'Under the group’s supplier management rules, the 2026 annual review of supplier qualifications begins now.',
        'Registered suppliers sign in by 30 April and update their business licence, qualification certificates and contacts in the personal centre. A supplier that has not completed the review by then cannot register for new projects until it does.',
      ],
    },
  },
  关于规范投标保证金缴纳方式的通知: {
    'zh-TW': {
      title: '關於規範投標保證金繳納方式的通知',
      summary: '投標保證金統一通過銀行轉帳繳納，並在報名時上傳付款憑證。',
      paragraphs: [
        '為加強資金安全管理，即日起投標保證金統一通過銀行轉帳方式繳納，不再接受現金及個人帳戶轉帳。',
        '供應商在項目報名時須上傳付款憑證，憑證上應清晰顯示付款單位、金額及項目編號。',
        '項目結束後，未中標供應商的保證金將在15個工作日內原路退回。',
      ],
    },
    'en-US': {
      title: 'How bid deposits are paid',
      summary: 'Bid deposits are paid by bank transfer, and the payment proof is uploaded when registering.',
      paragraphs: [
        'To keep funds safe, bid deposits are paid by bank transfer only from today; cash and transfers from personal accounts are no longer accepted.',
        'When registering for a project, the supplier uploads the payment proof, which shows the payer, the amount and the project number clearly.',
        'When the project ends, the deposits of suppliers that did not win are returned to the paying account within 15 working days.',
      ],
    },
  },
  电子招投标平台操作培训报名通知: {
    'zh-TW': {
      title: '電子招投標平台操作培訓報名通知',
      summary: '平台將於3月18日舉辦線上操作培訓，內容涵蓋報名、報價與澄清答疑。',
      paragraphs: [
        '為幫助供應商熟悉平台操作，資訊中心將於3月18日14:00舉辦線上操作培訓。',
        '培訓內容包括帳號註冊、項目報名、線上報價、澄清答疑及常見問題處理。有意參加的供應商請於3月15日前通過平台留言報名。',
      ],
    },
    'en-US': {
      title: 'Sign up for training on the e-tendering platform',
      summary: 'Online training on 18 March covers registration, quotation, clarifications and questions.',
      paragraphs: [
        'To help suppliers get to know the platform, the IT centre holds an online training at 14:00 on 18 March.',
        'It covers account registration, project registration, online quotation, clarifications and questions, and common problems. Suppliers who wish to attend leave a message on the platform by 15 March.',
      ],
    },
  },
  关于调整在线报价时间窗口的公告: {
    'zh-TW': {
      title: '關於調整線上報價時間窗口的公告',
      summary: '多輪報價項目每輪報價間隔由30分鐘調整為20分鐘。',
      paragraphs: [
        '經研究決定，自本公告發布之日起，多輪報價項目每輪報價間隔由30分鐘調整為20分鐘，具體以項目公告為準。',
        '請各供應商提前做好報價準備，報價截止後系統將自動鎖定，不再接受任何形式的補充報價。',
      ],
    },
    'en-US': {
      title: 'Shorter rounds for online quotation',
      summary: 'In projects quoted in several rounds, each round lasts 20 minutes instead of 30.',
      paragraphs: [
        'From the date of this announcement, each round of a project quoted in several rounds lasts 20 minutes instead of 30; the project’s notice has the final word.',
        'Suppliers should prepare their quotations in advance: when a round closes the system locks it and accepts no further quotation of any kind.',
      ],
    },
  },
  关于防范冒用平台名义实施诈骗的风险提示: {
    'zh-TW': {
      title: '關於防範冒用平台名義實施詐騙的風險提示',
      summary: '平台從不以任何名義收取「加急審核費」，請勿向個人帳戶轉帳。',
      paragraphs: [
        '近期發現有不法分子冒用平台工作人員名義，以「加急審核」「內部指標」為由要求供應商轉帳。',
        '特此提示：平台從不以任何名義收取審核費用，所有款項均通過對公帳戶結算。如遇可疑情況，請及時撥打監督電話 0571-88887777 舉報。',
      ],
    },
    'en-US': {
      title: 'Beware of fraud in the platform’s name',
      summary:
        'The platform never charges an “express review fee”: do not transfer money to personal accounts.',
      paragraphs: [
        'Fraudsters have recently posed as platform staff and asked suppliers to transfer money for an “express review” or “internal quota”.',
        'The platform never charges for a review, and every payment goes through corporate accounts. Report anything suspicious at once on the supervision line 0571-88887777.',
      ],
    },
  },
};
