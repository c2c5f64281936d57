//===- RecordSites.cpp - A run's sites as report records -------------------===//
//
// Everything the writers need that only the file's text tells (regions in
// code points, the lines around a site, the lines its edits make) is
// resolved here, once, so that a record read back in another process (a
// merged build report) shows the same.
//
//===----------------------------------------------------------------------===//
#include "warpagg/report/RecordSites.h"

#include "warpagg/plan/Privatization.h"
#include "warpagg/report/LineIndex.h"
#include "warpagg/report/ReasonCodes.h"
#include "warpagg/rewrite/EditFormatting.h"
#include "llvm/ADT/STLExtras.h"
#include <map>

namespace warpagg {
namespace {

constexpr unsigned ContextLines = 2; // source lines shown on each side

// SARIF's default columns count Unicode code points; the sites' count bytes.
unsigned codePointColumn(const LineIndex &Lines, unsigned Offset) {
  unsigned Line = Lines.lineOf(Offset);
  llvm::StringRef Before =
      Lines.line(Line).take_front(Offset - Lines.startOf(Line));
  return 1 + llvm::count_if(Before,
                            [](unsigned char C) { return (C & 0xC0) != 0x80; });
}

TextRegion region(const LineIndex &Lines, unsigned Begin, unsigned End) {
  return {Lines.lineOf(Begin), codePointColumn(Lines, Begin),
          Lines.lineOf(End), codePointColumn(Lines, End)};
}

RecordedEdit recordedEdit(const LineIndex &Lines, const TextEdit &E) {
  return {region(Lines, E.Offset, E.Offset + E.Length), E.Text};
}

std::vector<std::string> splitLines(llvm::StringRef Text) {
  std::vector<std::string> Out;
  LineIndex Lines(Text);
  for (unsigned L = 1; L <= Lines.lines(); ++L)
    Out.push_back(Lines.line(L).str());
  return Out;
}

// The edits a site's fix is made of: its own, or, where the file's edits were
// formatted, the pieces of the formatted change on the lines its edits had
// formatted (rewrite/EditFormatting.h: the lines they touch, and a block
// they open and close). \p Scope is the site's edits with those of the
// other sites of its group, whose declaration and commit it shares. The
// runtime include is left out: it is attached to every fix apart.
std::vector<TextEdit> fixEdits(const Site &S, const std::vector<TextEdit> &Scope,
                               const ReportedFile &File,
                               const LineIndex &Lines) {
  if (!File.FormattedChange)
    return S.edits();
  std::vector<std::pair<unsigned, unsigned>> Formatted; // whole lines
  for (const clang::tooling::Range &R : formatRanges(Scope))
    Formatted.emplace_back(
        Lines.startOf(Lines.lineOf(R.getOffset())),
        Lines.endOf(Lines.lineOf(R.getOffset() + R.getLength())));
  auto OnFormattedLines = [&](const TextEdit &C) {
    return llvm::any_of(Formatted, [&](const auto &L) {
      return C.Offset <= L.second && L.first <= C.Offset + C.Length;
    });
  };
  auto IsInclude = [&](const TextEdit &C) {
    return File.Include && C.Offset == File.Include->Offset &&
           C.Text == File.Include->Text;
  };
  std::vector<TextEdit> Fix;
  for (const TextEdit &C : *File.FormattedChange)
    if (!IsInclude(C) && OnFormattedLines(C))
      Fix.push_back(C);
  return Fix;
}

// Lines First..Last of the text, and the same once the site's edits that
// lie wholly inside them are applied.
void recordLines(const Site &S, const std::vector<TextEdit> &FixEdits,
                 llvm::StringRef Text, const LineIndex &Lines, SiteRecord &R) {
  unsigned First = S.Line > ContextLines ? S.Line - ContextLines : 1;
  unsigned Last = std::min(Lines.lines(), S.Line + ContextLines);
  unsigned Begin = Lines.startOf(First), End = Lines.endOf(Last);
  llvm::StringRef Slice = Text.slice(Begin, End);
  R.Source = {First, splitLines(Slice)};
  // A helper copy's site is rewritten in the copy, its lines unchanged.
  if (!S.Rewrite || S.Copy)
    return;
  // Back to front, so that earlier offsets stay valid; insertions at one
  // offset keep their order (the later one is applied first, before it).
  std::vector<TextEdit> Edits = FixEdits;
  llvm::stable_sort(Edits, [](const TextEdit &A, const TextEdit &B) {
    return A.Offset < B.Offset;
  });
  std::string New = Slice.str();
  for (const TextEdit &E : llvm::reverse(Edits))
    if (E.Offset >= Begin && E.Offset + E.Length <= End)
      New.replace(E.Offset - Begin, E.Length, E.Text);
  R.Proposed = {First, splitLines(New)};
}

SiteRecord recordSite(const Site &S, const std::vector<TextEdit> &Scope,
                      const ReportedFile *File) {
  SiteRecord R;
  R.File = S.File;
  R.Line = S.Line;
  R.Column = S.Column;
  R.Function = cudaName(S.Fn);
  R.Types = S.Types;
  R.ResultUsed = S.ResultUsed;
  R.Rewritten = S.Rewrite;
  R.Code = reportedCode(S).str();
  R.Message = siteMessage(S);
  if (S.Rewrite) {
    R.Replacement = S.emittedCallee();
    R.Strategy = S.Strategy;
  } else {
    R.ReasonCode = S.ReasonCode;
    R.Reason = S.Reason;
  }
  R.GridStrideLoop = S.costsInGridStrideLoop();
  R.DistinctIf = S.passesDistinctIf() ? S.DistinctIf : "";
  R.OncePerThread = S.Rewrite && S.passesOncePerThread() && !S.Group &&
                    R.DistinctIf.empty();
  R.EnclosingFunction = S.EnclosingFunction;
  R.InKernel = S.InKernel;
  R.Kernels = S.InKernel ? std::vector<std::string>{S.EnclosingFunction}
                         : S.Kernels;
  R.FallbackTypes = S.FallbackTypes;
  R.AddressSpaceUnknown = S.AddressSpaceUnknownWhy;
  if (S.Rewrite && S.Group)
    R.Group = RecordedGroup{S.Group->Variable,      S.Group->Key,
                            groupSummary(*S.Group), S.Group->Slot,
                            S.Group->size(),        S.Group->Key.empty(),
                            S.Group->LikelyUniform, S.Group->Lines};
  if (S.Rewrite && !S.Group)
    R.NotFused = S.NotFusedWhy;
  if (S.Private)
    R.Privatized = RecordedPrivate{
        S.Private->Kernel,      S.Private->Table,   S.Private->Variable,
        S.Private->ElementType, S.Private->KeyWhy,  privateSummary(S),
        S.Private->Entries,     S.Private->Bytes,   S.Private->First,
        S.Private->KeepCallee,  S.Private->Guarded};
  else if (!S.NotPrivatizedCode.empty() &&
           !isQuietPrivatizationCode(S.NotPrivatizedCode))
    R.NotPrivatized = RecordedReason{S.NotPrivatizedCode, S.NotPrivatizedWhy};
  if (!S.ProfileNote.empty()) {
    RecordedProfile P;
    P.Note = S.ProfileNote;
    if (S.Measured) {
      const SiteMeasurement &M = *S.Measured;
      P.Measured = true;
      P.Executions = M.Executions;
      P.Lanes = M.Lanes;
      P.Addresses = M.Addresses;
      P.WithPeers = M.WithPeers;
      P.Uniform = M.Uniform;
      P.Contiguous = M.Contiguous;
      P.Runs = M.Runs;
      P.ElementBytes = M.ElementBytes;
      P.KeySpan = M.KeySpan;
      P.HasKeyBounds = M.HasKeyBounds;
      P.KeyLow = M.KeyLow;
      P.KeyHigh = M.KeyHigh;
    }
    R.Profile = std::move(P);
  }
  if (S.Copy)
    R.HelperCopy = S.Copy->Name;
  for (const auto &[At, Note] : helperCallNotes(S))
    R.HelperCalls.push_back(At + ": " + Note);
  R.Region = {S.Line, S.Column, 0, 0};
  if (!File || S.Line == 0 || S.Line > LineIndex(File->Text).lines())
    return R;
  LineIndex Lines(File->Text);
  unsigned Start = Lines.startOf(S.Line) + S.Column - 1;
  R.Region.StartColumn = codePointColumn(Lines, Start);
  // A rewritten function call: the callee's name, the bytes it replaces.
  if (S.Rewrite && S.Fn.Api == AtomicApi::Function)
    R.Region = region(Lines, S.CalleeOffset, S.CalleeOffset + S.CalleeLength);
  std::vector<TextEdit> FixEdits = fixEdits(S, Scope, *File, Lines);
  recordLines(S, FixEdits, File->Text, Lines, R);
  if (!S.Rewrite)
    return R;
  if (S.Copy) {
    R.FixDescription = "Call " + S.Copy->Name + ", the copy of " +
                       S.Copy->Helper + " the file's rewrite adds";
    return R;
  }
  if (File->Include)
    R.Fix.push_back(recordedEdit(Lines, *File->Include));
  for (const TextEdit &E : FixEdits)
    R.Fix.push_back(recordedEdit(Lines, E));
  R.FixDescription = S.Group ? "Fuse into " + S.Group->Variable +
                                   " (apply with the fixes of its other sites)"
                             : "Call " + S.emittedCallee();
  return R;
}

} // namespace

std::vector<SiteRecord> recordSites(const std::vector<Site> &Sites,
                                    const ReportedFiles &Files) {
  // A group's edits, by file and variable: each of its sites' fixes is
  // formatted with the declaration and commit the group shares.
  std::map<std::pair<std::string, std::string>, std::vector<TextEdit>> Groups;
  for (const Site &S : Sites)
    if (S.Rewrite && S.Group)
      llvm::append_range(Groups[{S.File, S.Group->Variable}], S.edits());
  std::vector<SiteRecord> Records;
  for (const Site &S : Sites) {
    auto File = Files.find(S.File);
    std::vector<TextEdit> Scope = S.Rewrite && S.Group
                                      ? Groups[{S.File, S.Group->Variable}]
                                      : S.edits();
    Records.push_back(recordSite(
        S, Scope, File == Files.end() ? nullptr : &File->second));
  }
  return Records;
}

} // namespace warpagg
