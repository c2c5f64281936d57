//===- HtmlReport.cpp - The decisions as one self-contained HTML page -----===//
//
// One page per run (or per build, from merged records), readable offline:
// inline CSS and a few lines of inline script, nothing fetched. A summary of
// the counts, an index of the files (each linked to its section, with its
// counts and status), then each file's sites with the source lines around
// them (escaped) and, for a rewrite, the same lines rewritten beside them,
// its decision, code and reason, strategy, enclosing function and kernels,
// group and notes. A select filters the sites by code; "#reason=CODE" (or
// "?reason=CODE") in the URL preselects one, so a link can point at one kind
// of site.
//
//===----------------------------------------------------------------------===//
#include "warpagg/report/Report.h"

#include "warpagg/report/ReasonCodes.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ConvertUTF.h"
#include "llvm/Support/Format.h"
#include <map>

namespace warpagg {
namespace {

// The code point of the bidirectional text control that \p Text starts with
// (U+061C, U+200E-U+200F, U+202A-U+202E, U+2066-U+2069: marks, embeddings,
// overrides, isolates), else 0.
unsigned bidiControlAt(llvm::StringRef Text) {
  if (Text.starts_with("\xD8\x9C"))
    return 0x61C;
  if (Text.size() < 3 || uint8_t(Text[0]) != 0xE2 ||
      (uint8_t(Text[1]) & 0xC0) != 0x80 || (uint8_t(Text[2]) & 0xC0) != 0x80)
    return 0;
  unsigned C = 0x2000 | ((Text[1] & 0x3F) << 6) | (Text[2] & 0x3F);
  bool Control = C == 0x200E || C == 0x200F || (C >= 0x202A && C <= 0x202E) ||
                 (C >= 0x2066 && C <= 0x2069);
  return Control ? C : 0;
}

// Text as page content. A bidirectional control is shown as "<U+202E>"
// rather than obeyed: obeyed, it would show source in another order than
// the compiler reads it ("Trojan Source"; clang warns about them too).
std::string text(llvm::StringRef Text) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  size_t Plain = 0; // start of the text not yet printed
  for (size_t I = 0; I < Text.size();) {
    unsigned C = bidiControlAt(Text.substr(I));
    if (!C) {
      ++I;
      continue;
    }
    llvm::printHTMLEscaped(Text.slice(Plain, I), OS);
    OS << "<span class=\"bidi\" title=\"a bidirectional text control\">"
       << "&lt;U+" << llvm::format_hex_no_prefix(C, 4, /*Upper=*/true)
       << "&gt;</span>";
    I += C == 0x61C ? 2 : 3;
    Plain = I;
  }
  llvm::printHTMLEscaped(Text.substr(Plain), OS);
  return Out;
}

// A file's name as page content, one way for each name: a control
// character (C0, DEL, C1), a byte that is not UTF-8 and the backslash itself
// are shown escaped as C writes them ("\n", "\x1b", "\xe9", "\u0085",
// "\\"), marked; a line break shown as one would show two names as one.
std::string fileName(llvm::StringRef Name) {
  std::string Out;
  size_t Plain = 0; // start of the name not yet written
  for (size_t I = 0; I < Name.size();) {
    const auto *At = reinterpret_cast<const llvm::UTF8 *>(Name.data() + I);
    const auto *End = reinterpret_cast<const llvm::UTF8 *>(Name.end());
    llvm::UTF32 C = 0;
    const llvm::UTF8 *Next = At;
    bool Valid = llvm::convertUTF8Sequence(&Next, End, &C,
                                           llvm::strictConversion) ==
                 llvm::conversionOK;
    size_t Length = Valid ? size_t(Next - At) : 1;
    std::string Escape;
    if (!Valid)
      Escape = "\\x" + llvm::utohexstr(uint8_t(Name[I]), /*LowerCase=*/true, 2);
    else if (C == '\\')
      Escape = "\\\\";
    else if (C == '\n')
      Escape = "\\n";
    else if (C == '\t')
      Escape = "\\t";
    else if (C == '\r')
      Escape = "\\r";
    else if (C < 0x20 || C == 0x7F)
      Escape = "\\x" + llvm::utohexstr(C, /*LowerCase=*/true, 2);
    else if (C >= 0x80 && C < 0xA0)
      Escape = "\\u" + llvm::utohexstr(C, /*LowerCase=*/true, 4);
    if (!Escape.empty()) {
      Out += text(Name.slice(Plain, I)) +
             "<span class=\"ctl\" title=\"shown escaped\">" +
             Escape + "</span>";
      Plain = I + Length;
    }
    I += Length;
  }
  return Out + text(Name.substr(Plain));
}

// Text as an attribute's value.
std::string attribute(llvm::StringRef Text) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  llvm::printHTMLEscaped(Text, OS);
  return Out;
}

const char Style[] = R"(
body { font: 14px/1.4 system-ui, sans-serif; margin: 2em; color: #222; }
h1 { font-size: 1.4em; }
#summary span { font-weight: bold; }
.site { border: 1px solid #ccc; border-radius: 4px; margin: 1em 0; padding: .5em 1em; }
.site.rewritten { border-left: 6px solid #2a7; }
.site.left-alone { border-left: 6px solid #999; }
.loc { font-family: monospace; font-weight: bold; }
.decision { font-weight: bold; }
.code { font-family: monospace; background: #eee; padding: 0 .3em; }
dl { display: grid; grid-template-columns: max-content auto; gap: 0 1em; margin: .5em 0; }
dt { color: #555; }
dd { margin: 0; }
pre { background: #f6f6f6; padding: .4em; overflow-x: auto; }
pre .hit { background: #fe9; display: inline-block; min-width: 100%; }
/* minmax(0, 1fr): a long line scrolls inside its own pre; the original and
   proposed columns stay half the page each, never wider than it. */
.sxs { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 0 1em; }
.sxs h3 { font-size: .9em; color: #555; margin: .2em 0 0; }
pre.proposed { background: #eef8ee; }
#index td, #index th { padding: 0 .8em 0 0; text-align: left; }
#index td.n { text-align: right; }
.file h2 { font-size: 1.1em; font-family: monospace; margin-top: 2em; }
.file-status { color: #a40; }
pre .no { color: #888; user-select: none; }
.bidi, .ctl { color: #b00; background: #fdd; }
)";

// Hides the sites of other codes; reads the URL's "reason=" once.
const char Script[] = R"(
function applyFilter(code) {
  var shown = 0, sites = document.querySelectorAll('.site');
  for (var i = 0; i < sites.length; ++i) {
    var keep = code === 'all' || sites[i].dataset.code === code;
    if (keep) { sites[i].removeAttribute('hidden'); ++shown; }
    else sites[i].setAttribute('hidden', '');
  }
  document.getElementById('shown').textContent = shown;
  document.getElementById('filter').value = code;
}
(function () {
  var m = /[#?&]reason=([^&#]*)/.exec(location.hash + location.search);
  var select = document.getElementById('filter');
  select.addEventListener('change', function () { applyFilter(select.value); });
  applyFilter(m ? decodeURIComponent(m[1]) : 'all');
})();
)";

void writeLines(const SourceLines &Lines, unsigned Hit, const char *Class,
                llvm::raw_ostream &OS) {
  OS << "<pre class=\"" << Class << "\">";
  unsigned L = Lines.First;
  for (const std::string &Text : Lines.Lines) {
    OS << (L == Hit ? "<span class=\"hit\">" : "<span>")
       << "<span class=\"no\">" << llvm::format("%5u ", L) << "</span>"
       << text(Text) << "</span>\n";
    ++L;
  }
  OS << "</pre>\n";
}

// The lines around the site; for a rewrite, the same lines rewritten beside
// them.
void writeSource(const SiteRecord &S, llvm::raw_ostream &OS) {
  if (S.Source.Lines.empty())
    return;
  if (!S.Rewritten || S.Proposed.Lines.empty()) {
    writeLines(S.Source, S.Line, "source", OS);
    return;
  }
  OS << "<div class=\"sxs\"><div><h3>original</h3>\n";
  writeLines(S.Source, S.Line, "source", OS);
  OS << "</div><div><h3>proposed</h3>\n";
  writeLines(S.Proposed, S.Line, "proposed", OS);
  OS << "</div></div>\n";
}

void writeSite(const SiteRecord &S, unsigned Index, llvm::raw_ostream &OS) {
  OS << "<div class=\"site " << (S.Rewritten ? "rewritten" : "left-alone")
     << "\" id=\"site-" << Index << "\" data-code=\"" << attribute(S.Code)
     << "\">\n<div><span class=\"loc\">" << fileName(S.File) << ":" << S.Line
     << ":" << S.Column << "</span> <span class=\"decision\">"
     << (S.Rewritten ? "rewritten" : "left alone")
     << "</span> <span class=\"code\">" << text(S.Code) << "</span></div>\n"
     << "<dl>\n";
  auto Row = [&](llvm::StringRef Name, llvm::StringRef Value) {
    if (!Value.empty())
      OS << "<dt>" << Name << "</dt><dd>" << text(Value) << "</dd>\n";
  };
  Row("atomic", S.Function + " (" + llvm::join(S.Types, ", ") + ")");
  Row(S.Rewritten ? "rewrite" : "reason", S.Rewritten ? S.Message : S.Reason);
  if (S.Rewritten)
    Row("strategy", S.Strategy.empty() ? "adaptive" : S.Strategy);
  Row("function", S.EnclosingFunction.empty()
                      ? ""
                      : S.EnclosingFunction + (S.InKernel ? " (kernel)"
                                                          : " (device)"));
  Row("reached from", S.InKernel ? "" : llvm::join(S.Kernels, ", "));
  if (S.Group)
    Row("group", S.Group->Summary);
  Row("not fused", S.NotFused);
  Row("privatized", S.Privatized ? S.Privatized->Summary : "");
  Row("not privatized", S.NotPrivatized ? S.NotPrivatized->Reason + " [" +
                                              S.NotPrivatized->Code + "]"
                                        : "");
  Row("profile", S.Profile ? S.Profile->Note : "");
  Row("address space", S.AddressSpaceUnknown.empty()
                           ? ""
                           : "unknown: " + S.AddressSpaceUnknown);
  if (S.GridStrideLoop)
    Row("note", "in a grid-stride loop: launched with fewer than 2048 "
                "threads per SM the plain atomic is nearly free, and the "
                "rewrite can cost more");
  Row("decided so by", llvm::join(S.Origins, ", "));
  OS << "</dl>\n";
  writeSource(S, OS);
  OS << "</div>\n";
}

// A file's sites and status, for its section and its row of the index.
struct FileEntry {
  std::string Path;
  std::vector<const SiteRecord *> Sites;
  std::vector<const FileRecord *> Records;
  unsigned Rewritten = 0, LeftAlone = 0;

  std::string status() const {
    std::string Out;
    for (const FileRecord *F : Records)
      Out += (Out.empty() ? "" : "; ") + fileStatusName(F->Status).str() +
             (F->Error.empty() ? "" : ": " + F->Error);
    return Out;
  }
};

// The files in the order of their first site, then those with none that
// the run records (not parsed, failed).
std::vector<FileEntry> filesOf(const RunReport &Report) {
  std::vector<FileEntry> Files;
  std::map<std::string, size_t> Index;
  auto Entry = [&](const std::string &Path) -> FileEntry & {
    auto [It, New] = Index.try_emplace(Path, Files.size());
    if (New)
      Files.push_back(FileEntry{Path, {}, {}, 0, 0});
    return Files[It->second];
  };
  for (const SiteRecord &S : Report.Sites) {
    FileEntry &F = Entry(S.File);
    F.Sites.push_back(&S);
    ++(S.Rewritten ? F.Rewritten : F.LeftAlone);
  }
  for (const FileRecord &R : Report.Files)
    Entry(R.Path).Records.push_back(&R);
  return Files;
}

void writeIndex(const std::vector<FileEntry> &Files, llvm::raw_ostream &OS) {
  OS << "<table id=\"index\">\n<tr><th>file</th><th>rewritten</th>"
     << "<th>left alone</th><th>status</th></tr>\n";
  for (size_t I = 0; I < Files.size(); ++I) {
    const FileEntry &F = Files[I];
    OS << "<tr><td><a href=\"#file-" << I << "\">" << fileName(F.Path)
       << "</a></td><td class=\"n\">" << F.Rewritten
       << "</td><td class=\"n\">" << F.LeftAlone << "</td><td>"
       << text(F.status()) << "</td></tr>\n";
  }
  OS << "</table>\n";
}

} // namespace

void writeHtmlReport(const RunReport &Report, llvm::raw_ostream &OS) {
  const RunCounts Counts = countReport(Report);
  const size_t Total = Report.Sites.size();
  std::map<std::string, unsigned> ByCode;
  for (const SiteRecord &S : Report.Sites)
    ++ByCode[S.Code];
  OS << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
     << "<title>warpagg report</title>\n<style>" << Style << "</style>\n"
     << "</head>\n<body>\n<h1>warpagg report</h1>\n<p id=\"summary\">"
     << "<span id=\"rewritten\">" << Counts.Rewritten << "</span> site"
     << (Counts.Rewritten == 1 ? "" : "s")
     << (Report.Preview ? " to rewrite" : " rewritten")
     << ", <span id=\"left-alone\">" << Counts.LeftAlone
     << "</span> left alone, <span id=\"changed\">" << Counts.FilesChanged
     << "</span> of <span id=\"files\">" << Counts.Files << "</span> file"
     << (Counts.Files == 1 ? "" : "s")
     << (Report.Preview ? " would change" : " changed")
     << ", <span id=\"not-parsed\">" << Counts.NotParsed
     << "</span> not parsed, <span id=\"failed\">" << Counts.Failed
     << "</span> failed</p>\n";
  std::vector<FileEntry> Files = filesOf(Report);
  writeIndex(Files, OS);
  OS << "<p><label for=\"filter\">Show</label> <select id=\"filter\">\n"
     << "<option value=\"all\">all codes (" << Total << ")</option>\n";
  for (const auto &[Code, N] : ByCode)
    OS << "<option value=\"" << attribute(Code) << "\" title=\""
       << attribute(describeCode(Code)) << "\">" << text(Code) << " (" << N
       << ")</option>\n";
  OS << "</select> <span id=\"shown\">" << Total << "</span> of " << Total
     << " sites shown</p>\n<main>\n";
  unsigned Index = 0;
  for (size_t I = 0; I < Files.size(); ++I) {
    const FileEntry &F = Files[I];
    OS << "<section class=\"file\" id=\"file-" << I << "\">\n<h2>"
       << fileName(F.Path) << "</h2>\n";
    if (std::string Status = F.status(); !Status.empty())
      OS << "<p class=\"file-status\">" << text(Status) << "</p>\n";
    for (const SiteRecord *S : F.Sites)
      writeSite(*S, Index++, OS);
    OS << "</section>\n";
  }
  OS << "</main>\n<script>" << Script << "</script>\n</body>\n</html>\n";
}

} // namespace warpagg
