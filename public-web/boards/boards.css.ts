// The board pages' own styles (rendered with <style dangerouslySetInnerHTML>; the site chrome has its own CSS).
export const boardsCss = `
.bd{max-width:1100px;margin:0 auto;padding:24px 16px 56px;color:#222;font-size:15px;line-height:1.6;word-break:keep-all}
.bd a{color:inherit}
.bd-sr{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.bd-head{display:flex;align-items:flex-end;justify-content:space-between;gap:12px;border-bottom:2px solid #0b3d7a;padding-bottom:12px;margin-bottom:20px}
.bd-title{margin:0;font-size:28px;font-weight:700;color:#0b2a4f;letter-spacing:-.02em}
.bd-rss{font-size:12px;font-weight:700;color:#fff;background:#e8812b;border-radius:3px;padding:2px 8px;text-decoration:none}
.bd-tabs{display:flex;flex-wrap:wrap;gap:6px;margin:0 0 16px}
.bd-tabs a{padding:6px 14px;border:1px solid #cfd8e3;border-radius:18px;text-decoration:none;font-size:14px;background:#fff}
.bd-tabs a.is-on{background:#0b3d7a;border-color:#0b3d7a;color:#fff}
.bd-bar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:10px;margin-bottom:10px}
.bd-summary{margin:0;font-size:14px;color:#555}
.bd-summary strong{color:#0b3d7a}
.bd-search{display:flex;gap:6px}
.bd-search select,.bd-search input,.bd-search button{height:38px;border:1px solid #bfc9d4;border-radius:4px;font:inherit;font-size:14px;padding:0 10px;background:#fff}
.bd-search input{width:220px}
.bd-search button{background:#0b3d7a;border-color:#0b3d7a;color:#fff;font-weight:600;cursor:pointer;padding:0 18px}
.bd-table{width:100%;border-collapse:collapse;border-top:1px solid #0b3d7a;table-layout:fixed}
.bd-table th{background:#f4f7fa;font-weight:600;font-size:14px;color:#333;padding:12px 8px;border-bottom:1px solid #d5dde6}
.bd-table td{padding:13px 8px;border-bottom:1px solid #e3e8ee;text-align:center;font-size:14px;color:#555}
.bd-num{width:80px}.bd-cat{width:90px}.bd-author{width:130px}.bd-date{width:110px}.bd-views{width:70px}
.bd-table td.bd-subject{text-align:left;color:#222;font-size:15px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.bd-subject a{text-decoration:none}
.bd-subject a:hover,.bd-subject a:focus{text-decoration:underline}
.bd-table tr.is-pinned td{background:#f8fafd}
.bd-table tr.is-pinned .bd-subject a{font-weight:600}
.bd-pin{display:inline-block;font-size:12px;font-weight:700;color:#fff;background:#0b3d7a;border-radius:3px;padding:1px 7px;margin-right:4px;vertical-align:1px}
.bd-new{display:inline-block;font-size:10px;font-weight:800;color:#fff;background:#e0452f;border-radius:50%;width:16px;height:16px;line-height:16px;text-align:center;margin-left:5px;vertical-align:2px}
.bd-clip{display:inline-block;color:#6b7a8c;margin-left:5px;vertical-align:-2px}
.bd-empty{padding:48px 8px!important;color:#777;text-align:center}
.bd-pages{display:flex;justify-content:center;flex-wrap:wrap;gap:4px;margin:28px 0 0}
.bd-pages a,.bd-pages strong{min-width:36px;height:36px;line-height:34px;text-align:center;border:1px solid #d5dde6;border-radius:4px;text-decoration:none;font-size:14px;padding:0 6px}
.bd-pages strong{background:#0b3d7a;border-color:#0b3d7a;color:#fff}
.bd-back-all{text-align:center;margin-top:16px}
.bd-gallery{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:24px 18px}
.bd-gallery a{display:block;text-decoration:none}
.bd-thumb{display:block;aspect-ratio:4/3;background:#eef2f6;border-radius:6px;overflow:hidden}
.bd-thumb img{width:100%;height:100%;object-fit:cover;display:block;transition:transform .2s}
.bd-gallery a:hover img{transform:scale(1.04)}
.bd-thumb-none{display:flex;height:100%;align-items:center;justify-content:center;color:#8a97a6;font-size:13px}
.bd-card-title{display:block;margin-top:10px;font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.bd-card-date{display:block;font-size:13px;color:#5c6773}
.bd-post{border-top:0}
.bd-post-head{padding:20px 4px 14px;border-bottom:1px solid #d5dde6}
.bd-post-title{margin:0 0 10px;font-size:22px;line-height:1.4;color:#111}
.bd-post-cat{color:#0b3d7a}
.bd-post-meta{display:flex;flex-wrap:wrap;gap:4px 18px;margin:0;font-size:14px;color:#666}
.bd-post-meta dt{font-weight:600;color:#444}
.bd-post-meta dd{margin:0 0 0 -12px}
.bd-post-when{margin:0;padding:12px 4px;border-bottom:1px solid #e3e8ee;background:#f8fafd}
.bd-files{padding:12px 4px;border-bottom:1px solid #e3e8ee;background:#fafbfc}
.bd-files-title{margin:0 0 6px;font-size:14px}
.bd-files ul{margin:0;padding-left:18px}
.bd-files li{margin:3px 0;word-break:break-all}
.bd-files a{color:#0b3d7a}
.bd-file-meta{color:#5c6773;font-size:13px;margin-left:6px}
.bd-content{padding:28px 4px 36px;border-bottom:1px solid #d5dde6;overflow-wrap:anywhere;min-height:120px}
.bd-content img{max-width:100%;height:auto}
.bd-content table{border-collapse:collapse;max-width:100%}
.bd-content td,.bd-content th{border:1px solid #ccd5df;padding:6px 10px}
.bd-content blockquote{margin:0 0 1em;padding:4px 16px;border-left:4px solid #cfd8e3;color:#555}
.bd-content a{color:#0b3d7a}
.bd-neighbours{border-bottom:1px solid #d5dde6}
.bd-neighbours p{display:flex;gap:16px;margin:0;padding:12px 4px;border-top:1px solid #eef1f4;overflow:hidden;white-space:nowrap}
.bd-neighbours a{overflow:hidden;text-overflow:ellipsis;text-decoration:none}
.bd-nb-label{flex:none;width:64px;font-weight:600;color:#444}
.bd-nb-none{color:#5c6773}
.bd-actions{text-align:right;margin-top:20px}
.bd-btn{display:inline-block;padding:9px 28px;background:#0b3d7a;color:#fff!important;border-radius:4px;text-decoration:none;font-weight:600}
.bd-cal-nav{display:flex;align-items:center;justify-content:center;gap:28px;margin-bottom:16px}
.bd-cal-nav a{text-decoration:none;padding:6px 12px;border:1px solid #cfd8e3;border-radius:4px;font-size:14px}
.bd-cal-month{margin:0;font-size:22px;color:#0b2a4f}
.bd-cal-grid{width:100%;border-collapse:separate;border-spacing:0;table-layout:fixed;border-top:1px solid #d5dde6;border-left:1px solid #e0e6ec}
.bd-cal-grid th{padding:8px;background:#f4f7fa;border-right:1px solid #d5dde6;border-bottom:1px solid #d5dde6;font-size:14px}
.bd-cal-grid td{border-right:1px solid #e0e6ec;padding:0;vertical-align:top}
.bd-cal-days td{height:30px;padding:4px 6px 0}
.bd-cal-fill td{height:40px;border-bottom:1px solid #e0e6ec}
.bd-cal-grid .is-sun,.bd-cal-grid .is-sun .bd-cal-day{color:#c0302a}
.bd-cal-grid .is-sat,.bd-cal-grid .is-sat .bd-cal-day{color:#2256b8}
.bd-cal-grid td.is-other .bd-cal-day{color:#5c6773;font-weight:400}
.bd-cal-grid td.is-today .bd-cal-day{display:inline-block;min-width:24px;text-align:center;border-radius:12px;background:#0b3d7a;color:#fff}
.bd-cal-day{display:block;font-size:13px;font-weight:600;color:#333;line-height:24px}
.bd-cal-ev{display:block;min-height:24px;font-size:12px;line-height:22px;color:#fff!important;background:#2f5fa8;border-radius:4px;padding:1px 6px;margin:2px 5px;text-decoration:none;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.bd-cal-ev:hover,.bd-cal-ev:focus-visible{background:#0b3d7a}
.bd-cal-ev.is-cont{margin-left:0;border-top-left-radius:0;border-bottom-left-radius:0}
.bd-cal-ev.is-open{margin-right:0;border-top-right-radius:0;border-bottom-right-radius:0}
.bd-cal-list-title{font-size:18px;margin:32px 0 8px;color:#0b2a4f}
.bd-cal-sub{margin-top:28px;padding:16px;border:1px solid #cfd8e3;border-radius:6px;background:#f5f8fc}
.bd-cal-sub p{margin:10px 0 0;font-size:14px;line-height:1.6;color:#3b4a5c;word-break:keep-all}
.bd-cal-sub p a{word-break:break-all}
.bd-cal-sub-btn{display:inline-block;padding:8px 16px;border-radius:4px;background:#0b2a4f;color:#fff!important;text-decoration:none;font-weight:600}
.bd-cal-list{list-style:none;margin:0;padding:0;border-top:1px solid #0b3d7a}
.bd-cal-list li{display:flex;flex-wrap:wrap;gap:4px 12px;padding:10px 4px;border-bottom:1px solid #e3e8ee}
.bd-cal-when{color:#0b3d7a;font-weight:600;font-size:14px;min-width:210px}
.bd-cal-cat{font-size:12px;border:1px solid #cfd8e3;border-radius:10px;padding:0 8px;color:#555}
.bd-cal-list a{text-decoration:none}
@media (max-width:900px){.bd-gallery{grid-template-columns:repeat(3,minmax(0,1fr))}}
@media (max-width:640px){
  .bd{padding:16px 14px 40px}
  .bd-title{font-size:22px}
  .bd-search{width:100%}
  .bd-search input{flex:1;width:auto;min-width:0}
  .bd-table thead,.bd-table .bd-cat,.bd-table td.bd-views{display:none}
  .bd-table,.bd-table tbody{display:block}
  .bd-table tr{display:flex;flex-wrap:wrap;align-items:center;gap:2px 10px;padding:12px 2px;border-bottom:1px solid #e3e8ee}
  .bd-table td{display:block;border:0;padding:0;width:auto;text-align:left;font-size:13px}
  .bd-table td.bd-num{display:none}
  .bd-table tr.is-pinned td.bd-num{display:block;flex:1 0 100%;order:-2}
  .bd-table tr.is-pinned{background:#f8fafd}
  .bd-table td.bd-subject{flex:1 0 100%;order:-1;white-space:normal;font-size:15px}
  .bd-table td.bd-empty{flex:1;text-align:center}
  .bd-gallery{grid-template-columns:repeat(2,minmax(0,1fr));gap:18px 12px}
  .bd-cal-grid{display:none}
  .bd-cal-nav{gap:10px}
  .bd-cal-nav a{white-space:nowrap;padding:6px 10px}
  .bd-cal-month{white-space:nowrap;font-size:19px}
  .bd-cal-list-title{margin-top:8px}
  .bd-cal-when{min-width:0;width:100%}
  .bd-post-title{font-size:19px}
}
`;
