//===- UnifiedDiff.cpp ----------------------------------------------------===//
#include "warpagg/report/UnifiedDiff.h"

#include "warpagg/report/LineIndex.h"
#include "warpagg/rewrite/FileNameQuoting.h"
#include <vector>

namespace warpagg {
namespace {

// Lines with their line breaks, so that a last line without one stays so.
std::vector<llvm::StringRef> splitLines(llvm::StringRef Text) {
  std::vector<llvm::StringRef> Lines;
  while (!Text.empty()) {
    size_t End = Text.find('\n');
    End = End == llvm::StringRef::npos ? Text.size() : End + 1;
    Lines.push_back(Text.take_front(End));
    Text = Text.drop_front(End);
  }
  return Lines;
}

// Old lines [OldBegin, OldBegin + Old.size()) become New (0-based lines).
struct Change {
  unsigned OldBegin;
  std::vector<llvm::StringRef> Old;
  std::vector<std::string> New;
};

void printLine(std::string &Out, char Prefix, llvm::StringRef Line) {
  Out += Prefix;
  Out += Line;
  if (!Line.ends_with("\n"))
    Out += "\n\\ No newline at end of file\n";
}

// "l,n" of a hunk's range; an empty range names the line before it.
std::string range(unsigned Begin, unsigned Count) {
  if (Count == 0)
    return std::to_string(Begin) + ",0";
  return std::to_string(Begin + 1) +
         (Count == 1 ? "" : "," + std::to_string(Count));
}

} // namespace

std::string unifiedDiff(llvm::StringRef Name, llvm::StringRef Old,
                        const clang::tooling::Replacements &Edits) {
  constexpr unsigned Context = 3;
  std::vector<llvm::StringRef> OldLines = splitLines(Old);
  LineIndex Index(Old);
  // Edits on the same or neighbouring lines form one changed block of whole
  // lines; its new lines are the block with those edits applied.
  std::vector<Change> Changes;
  unsigned BlockBegin = 0, BlockEnd = 0; // 0-based lines, end exclusive
  clang::tooling::Replacements Block;
  auto Flush = [&] {
    if (Block.empty())
      return;
    unsigned From = BlockBegin < OldLines.size() ? Index.startOf(BlockBegin + 1)
                                                 : Old.size();
    unsigned To = BlockEnd <= OldLines.size() && BlockEnd > BlockBegin
                      ? Index.endOf(BlockEnd)
                      : From;
    clang::tooling::Replacements Shifted;
    for (const clang::tooling::Replacement &R : Block)
      llvm::consumeError(Shifted.add(clang::tooling::Replacement(
          Name, R.getOffset() - From, R.getLength(), R.getReplacementText())));
    std::string NewText = llvm::cantFail(
        clang::tooling::applyAllReplacements(Old.slice(From, To), Shifted));
    Change C{BlockBegin, {}, {}};
    for (unsigned L = BlockBegin; L < BlockEnd && L < OldLines.size(); ++L)
      C.Old.push_back(OldLines[L]);
    for (llvm::StringRef L : splitLines(NewText))
      C.New.push_back(L.str());
    // Whole lines kept at either end are context, not change.
    while (!C.Old.empty() && !C.New.empty() && C.Old.front() == C.New.front()) {
      C.Old.erase(C.Old.begin());
      C.New.erase(C.New.begin());
      ++C.OldBegin;
    }
    while (!C.Old.empty() && !C.New.empty() && C.Old.back() == C.New.back()) {
      C.Old.pop_back();
      C.New.pop_back();
    }
    if (!C.Old.empty() || !C.New.empty())
      Changes.push_back(std::move(C));
    Block = clang::tooling::Replacements();
  };
  for (const clang::tooling::Replacement &R : Edits) {
    unsigned Offset = R.getOffset();
    unsigned First =
        Offset < Old.size() ? Index.lineOf(Offset) - 1 : OldLines.size();
    unsigned Last =
        R.getLength() ? Index.lineOf(Offset + R.getLength() - 1) : First + 1;
    if (!Block.empty() && First >= BlockEnd)
      Flush();
    if (Block.empty())
      BlockBegin = First;
    BlockEnd = std::max(Block.empty() ? 0u : BlockEnd, Last);
    llvm::consumeError(Block.add(R));
  }
  Flush();
  if (Changes.empty())
    return "";

  // As git writes it: "a/" and "b/" before the name (inside its quotes, if
  // quoted), for `git apply` and `patch -p1`; a name with a space ends in a
  // tab, without which GNU patch takes the name to end at the space.
  auto Label = [&](llvm::StringRef Prefix) {
    std::string L = diffHeaderName((Prefix + Name).str());
    if (llvm::StringRef(L).contains(' '))
      L += '\t';
    return L;
  };
  std::string Out = "--- " + Label("a/") + "\n+++ " + Label("b/") + "\n";
  int Shift = 0; // new line number minus old line number, before a change
  for (size_t I = 0; I < Changes.size();) {
    // Changes whose contexts meet share a hunk.
    size_t J = I + 1;
    while (J < Changes.size() &&
           Changes[J].OldBegin <= Changes[J - 1].OldBegin +
                                      Changes[J - 1].Old.size() + 2 * Context)
      ++J;
    unsigned Begin =
        Changes[I].OldBegin > Context ? Changes[I].OldBegin - Context : 0;
    unsigned End = std::min<unsigned>(OldLines.size(),
                                      Changes[J - 1].OldBegin +
                                          Changes[J - 1].Old.size() + Context);
    std::string Body;
    unsigned OldCount = 0, NewCount = 0;
    unsigned Line = Begin;
    int HunkShift = Shift;
    for (size_t K = I; K < J; ++K) {
      const Change &C = Changes[K];
      for (; Line < C.OldBegin; ++Line, ++OldCount, ++NewCount)
        printLine(Body, ' ', OldLines[Line]);
      for (llvm::StringRef L : C.Old)
        printLine(Body, '-', L), ++OldCount, ++Line;
      for (const std::string &L : C.New)
        printLine(Body, '+', L), ++NewCount;
      Shift += int(C.New.size()) - int(C.Old.size());
    }
    for (; Line < End; ++Line, ++OldCount, ++NewCount)
      printLine(Body, ' ', OldLines[Line]);
    Out += "@@ -" + range(Begin, OldCount) + " +" +
           range(Begin + HunkShift, NewCount) + " @@\n" + Body;
    I = J;
  }
  return Out;
}

} // namespace warpagg
