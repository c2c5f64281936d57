//===- NolintComments.cpp -------------------------------------------------===//
#include "warpagg/plan/NolintComments.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/GlobPattern.h"
#include <optional>

namespace warpagg {

namespace {

enum class NolintKind { Line, NextLine, Begin, End };

// One NOLINT comment: its kind and its list of checks (none: every check).
struct Nolint {
  NolintKind Kind;
  unsigned Line;
  std::optional<std::string> Checks;
};

// Whether a comment naming \p Checks silences warpagg.
bool appliesToWarpagg(const std::optional<std::string> &Checks) {
  if (!Checks)
    return true;
  llvm::SmallVector<llvm::StringRef, 4> Entries;
  llvm::StringRef(*Checks).split(Entries, ',');
  for (llvm::StringRef Entry : Entries) {
    Entry = Entry.trim();
    if (Entry.empty() || Entry.starts_with("-"))
      continue;
    llvm::Expected<llvm::GlobPattern> Glob = llvm::GlobPattern::create(Entry);
    if (!Glob) {
      llvm::consumeError(Glob.takeError());
      continue;
    }
    if (Glob->match("warpagg") || Glob->match(NolintCheckName))
      return true;
  }
  return false;
}

// The NOLINT comments of line \p Number, in the comment that ends it (clang-
// tidy's spelling: NOLINT, NOLINTNEXTLINE, NOLINTBEGIN, NOLINTEND, each
// optionally followed by "(check, ...)").
void readLine(llvm::StringRef Text, unsigned Number,
              std::vector<Nolint> &Found) {
  size_t Comment = std::min(Text.find("//"), Text.find("/*"));
  if (Comment == llvm::StringRef::npos)
    return;
  llvm::StringRef Rest = Text.substr(Comment);
  for (size_t At; (At = Rest.find("NOLINT")) != llvm::StringRef::npos;) {
    Rest = Rest.substr(At + 6);
    NolintKind Kind = Rest.consume_front("NEXTLINE") ? NolintKind::NextLine
                      : Rest.consume_front("BEGIN")  ? NolintKind::Begin
                      : Rest.consume_front("END")    ? NolintKind::End
                                                     : NolintKind::Line;
    // "NOLINTX" is another word, not a NOLINT.
    if (!Rest.empty() && (llvm::isAlnum(Rest[0]) || Rest[0] == '_'))
      continue;
    std::optional<std::string> Checks;
    // Without its closing parenthesis, a list is no list: every check.
    if (Rest.starts_with("(")) {
      size_t Close = Rest.find(')');
      if (Close != llvm::StringRef::npos) {
        Checks = Rest.substr(1, Close - 1).str();
        Rest = Rest.substr(Close + 1);
      }
    }
    Found.push_back({Kind, Number, std::move(Checks)});
  }
}

} // namespace

std::set<unsigned>
findNolintLines(llvm::ArrayRef<llvm::StringRef> Lines,
                std::vector<std::pair<unsigned, std::string>> &Problems) {
  std::vector<Nolint> Found;
  for (unsigned I = 0; I < Lines.size(); ++I)
    if (Lines[I].contains("NOLINT")) // the common case: none
      readLine(Lines[I], I + 1, Found);
  std::set<unsigned> Silenced;
  // Regions pair as clang-tidy pairs them: an END closes the innermost open
  // BEGIN, which must name the same checks.
  std::vector<const Nolint *> Open;
  auto Unmatched = [&](const Nolint &N, const char *Message) {
    if (appliesToWarpagg(N.Checks))
      Problems.push_back({N.Line, Message});
  };
  for (const Nolint &N : Found) {
    switch (N.Kind) {
    case NolintKind::Line:
    case NolintKind::NextLine:
      if (appliesToWarpagg(N.Checks))
        Silenced.insert(N.Line + (N.Kind == NolintKind::NextLine));
      break;
    case NolintKind::Begin:
      Open.push_back(&N);
      break;
    case NolintKind::End:
      if (Open.empty() || Open.back()->Checks != N.Checks) {
        Unmatched(N, "unmatched 'NOLINTEND' comment without a previous "
                     "'NOLINTBEGIN' comment naming the same checks");
        break;
      }
      if (appliesToWarpagg(N.Checks))
        for (unsigned Line = Open.back()->Line; Line <= N.Line; ++Line)
          Silenced.insert(Line);
      Open.pop_back();
      break;
    }
  }
  for (const Nolint *N : Open)
    Unmatched(*N, "unmatched 'NOLINTBEGIN' comment without a subsequent "
                  "'NOLINTEND' comment");
  return Silenced;
}

} // namespace warpagg
