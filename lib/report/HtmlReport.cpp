//===- HtmlReport.cpp - The decisions as one self-contained HTML page -----===//
//
// One page per run, readable offline: inline CSS and a few lines of inline
// script, nothing fetched. A summary of the counts, then every site with the
// source lines around it (escaped), its decision, code and reason, strategy,
// enclosing function and kernels, group and notes. A select filters the
// sites by code; "#reason=CODE" (or "?reason=CODE") in the URL preselects
// one, so a link can point at one kind of site.
//
//===----------------------------------------------------------------------===//
#include "warpagg/report/Report.h"

#include "warpagg/report/LineIndex.h"
#include "warpagg/report/ReasonCodes.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include <map>

namespace warpagg {
namespace {

constexpr unsigned ContextLines = 2; // source lines shown on each side

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
pre .hit { background: #fe9; display: inline-block; width: 100%; }
pre .no { color: #888; user-select: none; }
.bidi { color: #b00; background: #fdd; }
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

void writeSource(const Site &S, const ReportedFile &File,
                 llvm::raw_ostream &OS) {
  LineIndex Lines(File.Text);
  if (S.Line == 0 || S.Line > Lines.lines())
    return;
  unsigned First = S.Line > ContextLines ? S.Line - ContextLines : 1;
  unsigned Last = std::min(Lines.lines(), S.Line + ContextLines);
  OS << "<pre class=\"source\">";
  for (unsigned L = First; L <= Last; ++L) {
    OS << (L == S.Line ? "<span class=\"hit\">" : "<span>")
       << "<span class=\"no\">" << llvm::format("%5u ", L) << "</span>"
       << text(Lines.line(L)) << "</span>\n";
  }
  OS << "</pre>\n";
}

void writeSite(const Site &S, unsigned Index, const ReportedFiles &Files,
               llvm::raw_ostream &OS) {
  llvm::StringRef Code = reportedCode(S);
  OS << "<div class=\"site " << (S.Rewrite ? "rewritten" : "left-alone")
     << "\" id=\"site-" << Index << "\" data-code=\"" << attribute(Code)
     << "\">\n<div><span class=\"loc\">" << text(S.File) << ":" << S.Line
     << ":" << S.Column << "</span> <span class=\"decision\">"
     << (S.Rewrite ? "rewritten" : "left alone")
     << "</span> <span class=\"code\">" << text(Code) << "</span></div>\n"
     << "<dl>\n";
  auto Row = [&](llvm::StringRef Name, llvm::StringRef Value) {
    if (!Value.empty())
      OS << "<dt>" << Name << "</dt><dd>" << text(Value) << "</dd>\n";
  };
  Row("atomic", cudaName(S.Fn) + " (" + S.typeList() + ")");
  Row(S.Rewrite ? "rewrite" : "reason", S.Rewrite ? siteMessage(S) : S.Reason);
  if (S.Rewrite)
    Row("strategy", S.Strategy.empty() ? "adaptive" : S.Strategy);
  Row("function", S.EnclosingFunction.empty()
                      ? ""
                      : S.EnclosingFunction + (S.InKernel ? " (kernel)"
                                                          : " (device)"));
  std::string Kernels;
  for (const std::string &K : S.Kernels)
    Kernels += (Kernels.empty() ? "" : ", ") + K;
  Row("reached from", Kernels);
  if (S.Rewrite && S.Group)
    Row("group", groupSummary(*S.Group));
  Row("not fused", S.Rewrite && !S.Group ? S.NotFusedWhy : "");
  Row("privatized", S.Private ? privateSummary(S) : "");
  Row("not privatized", !S.Private && !S.NotPrivatizedCode.empty()
                            ? S.NotPrivatizedWhy + " [" + S.NotPrivatizedCode +
                                  "]"
                            : "");
  Row("address space", S.AddressSpaceUnknownWhy.empty()
                           ? ""
                           : "unknown: " + S.AddressSpaceUnknownWhy);
  if (S.costsInGridStrideLoop())
    Row("note", "in a grid-stride loop: with few warps per SM the "
                "aggregation can cost up to 2x the plain atomic");
  OS << "</dl>\n";
  auto File = Files.find(S.File);
  if (File != Files.end())
    writeSource(S, File->second, OS);
  OS << "</div>\n";
}

} // namespace

void writeHtmlReport(const std::vector<Site> &Sites, const ReportedFiles &Files,
                     const RunCounts &Counts, llvm::raw_ostream &OS) {
  std::map<std::string, unsigned> ByCode;
  for (const Site &S : Sites)
    ++ByCode[reportedCode(S).str()];
  OS << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
     << "<title>warpagg report</title>\n<style>" << Style << "</style>\n"
     << "</head>\n<body>\n<h1>warpagg report</h1>\n<p id=\"summary\">"
     << "<span id=\"rewritten\">" << Counts.Rewritten << "</span> site"
     << (Counts.Rewritten == 1 ? "" : "s")
     << (Counts.Preview ? " to rewrite" : " rewritten")
     << ", <span id=\"left-alone\">" << Counts.LeftAlone
     << "</span> left alone, <span id=\"changed\">" << Counts.FilesChanged
     << "</span> of <span id=\"files\">" << Counts.Files << "</span> file"
     << (Counts.Files == 1 ? "" : "s")
     << (Counts.Preview ? " would change" : " changed")
     << ", <span id=\"not-parsed\">" << Counts.NotParsed
     << "</span> not parsed, <span id=\"failed\">" << Counts.Failed
     << "</span> failed</p>\n"
     << "<p><label for=\"filter\">Show</label> <select id=\"filter\">\n"
     << "<option value=\"all\">all codes (" << Sites.size() << ")</option>\n";
  for (const auto &[Code, N] : ByCode)
    OS << "<option value=\"" << attribute(Code) << "\" title=\""
       << attribute(describeCode(Code)) << "\">" << text(Code) << " (" << N
       << ")</option>\n";
  OS << "</select> <span id=\"shown\">" << Sites.size() << "</span> of "
     << Sites.size() << " sites shown</p>\n<main>\n";
  unsigned Index = 0;
  for (const Site &S : Sites)
    writeSite(S, Index++, Files, OS);
  OS << "</main>\n<script>" << Script << "</script>\n</body>\n</html>\n";
}

} // namespace warpagg
