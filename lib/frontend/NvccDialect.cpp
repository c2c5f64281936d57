//===- NvccDialect.cpp ----------------------------------------------------===//
#include "warpagg/frontend/NvccDialect.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include <algorithm>
#include <array>
#include <map>

namespace warpagg {
namespace {

bool isIdentChar(char C) { return llvm::isAlnum(C) || C == '_'; }

// A forward scan over C++ text that steps over comments and literals, so
// that only code is looked at. Approximate where it cannot matter: a `'`
// after a digit is a digit separator.
class Scanner {
public:
  explicit Scanner(llvm::StringRef Text) : Text(Text) {}

  /// Moves past the comment or literal at \p I, if any; true if it did.
  bool skipNonCode(size_t &I) const {
    if (Text.substr(I).starts_with("//")) {
      size_t End = Text.find('\n', I);
      I = End == llvm::StringRef::npos ? Text.size() : End;
      return true;
    }
    if (Text.substr(I).starts_with("/*")) {
      size_t End = Text.find("*/", I + 2);
      I = End == llvm::StringRef::npos ? Text.size() : End + 2;
      return true;
    }
    char C = Text[I];
    if (C == '"' && I > 0 && Text[I - 1] == 'R') {
      size_t Open = Text.find('(', I);
      if (Open == llvm::StringRef::npos)
        return false;
      std::string Close =
          (")" + Text.slice(I + 1, Open) + "\"").str();
      size_t End = Text.find(Close, Open);
      I = End == llvm::StringRef::npos ? Text.size() : End + Close.size();
      return true;
    }
    if (C == '"' || (C == '\'' && !(I > 0 && llvm::isDigit(Text[I - 1])))) {
      I = literalEnd(I);
      return true;
    }
    return false;
  }

  /// One past the closing quote of the literal opening at \p I.
  size_t literalEnd(size_t I) const {
    char Quote = Text[I];
    for (++I; I < Text.size(); ++I) {
      if (Text[I] == '\\')
        ++I;
      else if (Text[I] == Quote || Text[I] == '\n')
        return I + 1;
    }
    return Text.size();
  }

  size_t skipSpace(size_t I) const {
    while (I < Text.size() && llvm::isSpace(Text[I]))
      ++I;
    return I;
  }

  bool wordAt(size_t I, llvm::StringRef Word) const {
    return Text.substr(I).starts_with(Word) &&
           (I == 0 || !isIdentChar(Text[I - 1])) &&
           (I + Word.size() >= Text.size() ||
            !isIdentChar(Text[I + Word.size()]));
  }

  /// The word (identifier) that ends right before \p I, spaces skipped.
  llvm::StringRef wordBefore(size_t I) const {
    while (I > 0 && llvm::isSpace(Text[I - 1]))
      --I;
    size_t End = I;
    while (I > 0 && isIdentChar(Text[I - 1]))
      --I;
    return Text.slice(I, End);
  }

  llvm::StringRef Text;
};

// The launch brackets as nvcc's lexer takes them spaced: "<<", spaces or
// tabs (no line break), "<"; or ">>", any white space, ">". Offsets of the
// three brackets, or nullopt (also when they touch: nothing to do).
std::optional<std::array<size_t, 3>> spacedTriple(const Scanner &S, size_t I,
                                                  char B) {
  if (!S.Text.substr(I).starts_with(std::string(2, B)))
    return std::nullopt;
  size_t J = I + 2;
  while (J < S.Text.size() &&
         (S.Text[J] == ' ' || S.Text[J] == '\t' ||
          (B == '>' && llvm::isSpace(S.Text[J]))))
    ++J;
  if (J == I + 2 || J >= S.Text.size() || S.Text[J] != B)
    return std::nullopt;
  return std::array<size_t, 3>{I, I + 1, J};
}

// Writes the three brackets together at the first one's place and the white
// space between them after: line breaks keep their order.
void closeUp(std::string &Out, const std::array<size_t, 3> &At, char B) {
  std::string Gap;
  for (size_t K = At[0]; K <= At[2]; ++K)
    if (Out[K] != B)
      Gap += Out[K];
  Out.replace(At[0], 3, std::string(3, B));
  Out.replace(At[0] + 3, Gap.size(), Gap);
}

// `k << <g, b >> > (a)` (or `k<<<g, b >> >(a)`): the launch's brackets
// closed up. \p I is at "<<".
bool normalizeLaunch(const Scanner &S, size_t I, std::string &Out,
                     size_t &Resume) {
  std::optional<std::array<size_t, 3>> Open = spacedTriple(S, I, '<');
  bool Spelled = S.Text.substr(I).starts_with("<<<");
  size_t Config = Open ? Open->at(2) + 1 : I + 3;
  // `operator<< <T>` names a template specialization of operator<<.
  if ((!Open && !Spelled) || S.wordBefore(I) == "operator" ||
      (Config < S.Text.size() &&
       (S.Text[Config] == '<' || S.Text[Config] == '=')))
    return false;
  Resume = Config;
  if (Open)
    closeUp(Out, *Open, '<');
  int Depth = 0;
  for (size_t J = Config; J < S.Text.size(); ++J) {
    if (S.skipNonCode(J)) {
      --J;
      continue;
    }
    char C = S.Text[J];
    if (C == '(' || C == '[' || C == '{')
      ++Depth;
    else if (C == ')' || C == ']' || C == '}') {
      if (--Depth < 0)
        break;
    } else if (C == ';') {
      break;
    } else if (C == '>' && Depth == 0) {
      if (S.Text.substr(J).starts_with(">>>"))
        break; // closed as nvcc and clang spell it
      std::optional<std::array<size_t, 3>> Close = spacedTriple(S, J, '>');
      if (!Close)
        continue;
      size_t After = S.skipSpace(Close->at(2) + 1);
      if (After >= S.Text.size() || S.Text[After] != '(')
        break;
      closeUp(Out, *Close, '>');
      Resume = Close->at(2) + 1;
      return true;
    }
  }
  return Open.has_value();
}

// The number of operands in an asm statement's operand lists, the template
// ending at \p I: commas at depth 0 in the sections after the first and
// second ':'. Also where the statement ends.
unsigned countAsmOperands(const Scanner &S, size_t I, size_t &End) {
  unsigned Operands = 0;
  int Depth = 0, Section = 0;
  bool SectionHasText = false;
  auto EndSection = [&] {
    if ((Section == 1 || Section == 2) && SectionHasText)
      ++Operands;
    SectionHasText = false;
  };
  for (size_t J = I; J < S.Text.size(); ++J) {
    size_t Before = J;
    if (S.skipNonCode(J)) {
      SectionHasText |= S.Text[Before] == '"' || S.Text[Before] == '\'';
      --J;
      continue;
    }
    char C = S.Text[J];
    if (C == '(' || C == '[')
      ++Depth;
    else if ((C == ')' || C == ']') && Depth > 0)
      --Depth;
    else if (C == ')') {
      EndSection();
      End = J;
      return Operands;
    } else if (C == ':' && Depth == 0) {
      // Operand expressions are in parentheses: at depth 0 `::` is two
      // section separators (`asm("..." :: "r"(x))`).
      EndSection();
      ++Section;
      continue;
    } else if (C == ',' && Depth == 0) {
      EndSection();
      continue;
    }
    if (!llvm::isSpace(C))
      SectionHasText = true;
  }
  End = S.Text.size();
  return Operands;
}

// In an asm string with operands, a `%` that GCC's escape syntax rejects.
bool isBadAsmEscape(llvm::StringRef Rest, unsigned Operands) {
  if (Rest.size() < 2)
    return true;
  char C = Rest[1];
  if (C == '%' || C == '=' || C == '[' || C == '{' || C == '|' || C == '}')
    return false;
  size_t Digits = 1;
  if (llvm::isAlpha(C)) { // a modifier letter, then an operand
    if (Rest.size() > 2 && Rest[2] == '[')
      return false;
    Digits = 2;
  }
  unsigned Number = 0;
  size_t K = Digits;
  while (K < Rest.size() && llvm::isDigit(Rest[K]))
    Number = Number * 10 + (Rest[K++] - '0');
  return K == Digits || Number >= Operands;
}

// `asm("mov.u32 %0, %laneid;" : "=r"(r))`: each bad escape's `%` becomes a
// space. The statement's end goes to \p Resume.
bool normalizeAsm(const Scanner &S, size_t I, std::string &Out,
                  size_t &Resume) {
  size_t J = S.skipSpace(I);
  for (llvm::StringRef Qualifier :
       {"volatile", "__volatile__", "__volatile", "inline", "goto"})
    if (S.wordAt(J, Qualifier))
      J = S.skipSpace(J + Qualifier.size());
  if (J >= S.Text.size() || S.Text[J] != '(')
    return false;
  std::vector<std::pair<size_t, size_t>> Strings; // the template's literals
  size_t K = S.skipSpace(J + 1);
  while (K < S.Text.size() && S.Text[K] == '"') {
    size_t End = S.literalEnd(K);
    Strings.emplace_back(K + 1, End - 1);
    K = S.skipSpace(End);
  }
  size_t End;
  unsigned Operands = countAsmOperands(S, K, End);
  Resume = End;
  if (K >= S.Text.size() || S.Text[K] != ':')
    return false; // basic asm: `%` is not an escape there
  bool Changed = false;
  // `"r"(a) "l"(b)`: nvcc takes operands without the comma between them;
  // the space before the next constraint reads as one.
  int Depth = 0;
  for (size_t P = K; P < End; ++P) {
    if (S.skipNonCode(P)) {
      --P;
      continue;
    }
    char C = S.Text[P];
    if (C == '(')
      ++Depth;
    else if (C == ')' && --Depth == 0) {
      size_t Next = S.skipSpace(P + 1);
      if (Next > P + 1 && Next < End && S.Text[Next] == '"') {
        Out[P + 1] = ',';
        Changed = true;
        // Operands counted one short: commas made the count.
        ++Operands;
      }
    }
  }
  for (auto [From, To] : Strings)
    for (size_t P = From; P < To; ++P) {
      if (S.Text[P] == '\\') {
        ++P;
        continue;
      }
      if (S.Text[P] != '%')
        continue;
      llvm::StringRef Rest = S.Text.slice(P, To);
      if (isBadAsmEscape(Rest, Operands)) {
        Out[P] = ' ';
        Changed = true;
      } else if (Rest.size() > 1 && Rest[1] == '%') {
        ++P;
      }
    }
  return Changed;
}

// Steps \p I past spaces and tabs of \p Text; whether it moved.
bool skipBlanks(llvm::StringRef Text, size_t &I) {
  size_t From = I;
  while (I < Text.size() && (Text[I] == ' ' || Text[I] == '\t'))
    ++I;
  return I != From;
}

// Steps \p I past the word \p Word of \p Text, if it is there whole.
bool consumeWord(llvm::StringRef Text, size_t &I, llvm::StringRef Word) {
  if (!Text.substr(I).starts_with(Word) ||
      (I + Word.size() < Text.size() && isIdentChar(Text[I + Word.size()])))
    return false;
  I += Word.size();
  return true;
}

// `#define UNROLL #pragma unroll` (moderngpu's PRAGMA_UNROLL): nvcc
// preprocesses to a file and compiles that, where the expansion, alone on
// its line, is a directive again; clang expands it inside the code
// ("expected expression"). The line's `#pragma unroll [N]` or `#pragma
// nounroll` reads as spaces: a loop-unrolling hint never shapes the
// analysis (the macro expands to nothing in the parse). Only an object-like
// macro on one line.
bool blankPragmaMacros(llvm::StringRef Text, std::string &Out) {
  bool Changed = false;
  for (size_t Line = 0; Line < Text.size();) {
    size_t End = Text.find('\n', Line);
    if (End == llvm::StringRef::npos)
      End = Text.size();
    size_t I = Line;
    size_t Next = End + 1;
    if (End > Line && Text[End - 1] == '\r')
      --End;
    skipBlanks(Text, I);
    bool Matches = I < End && Text[I] == '#';
    if (Matches) {
      ++I;
      skipBlanks(Text, I);
      Matches = consumeWord(Text, I, "define") && skipBlanks(Text, I);
    }
    if (Matches) {
      while (I < End && isIdentChar(Text[I]))
        ++I;
      // A blank after the name: object-like ("NAME(" is function-like).
      Matches = skipBlanks(Text, I) && I < End && Text[I] == '#';
    }
    size_t Pragma = I;
    if (Matches) {
      ++I;
      skipBlanks(Text, I);
      Matches = consumeWord(Text, I, "pragma") && skipBlanks(Text, I) &&
                (consumeWord(Text, I, "unroll") ||
                 consumeWord(Text, I, "nounroll")) &&
                Text[End - 1] != '\\'; // not continued on the next line
    }
    if (Matches) {
      std::fill(Out.begin() + Pragma, Out.begin() + End, ' ');
      Changed = true;
    }
    Line = Next;
  }
  return Changed;
}

} // namespace

std::optional<std::string> normalizeNvccSpellings(llvm::StringRef Text) {
  // Most files have none of the constructs: look before copying.
  bool MayLaunchOrAsm = Text.contains("asm") || Text.contains("< ") ||
                        Text.contains("<\t") || Text.contains("<\n") ||
                        Text.contains("<\r");
  bool MayDefinePragma =
      Text.contains("pragma unroll") || Text.contains("pragma nounroll");
  if (!MayLaunchOrAsm && !MayDefinePragma)
    return std::nullopt;
  Scanner S(Text);
  std::string Out = Text.str();
  bool Changed = MayDefinePragma && blankPragmaMacros(Text, Out);
  for (size_t I = 0; MayLaunchOrAsm && I < Text.size(); ++I) {
    if (S.skipNonCode(I)) {
      --I;
      continue;
    }
    size_t Resume = I;
    if (Text[I] == '<' && Text.substr(I).starts_with("<<")) {
      Changed |= normalizeLaunch(S, I, Out, Resume);
      I = std::max(Resume, I + 2) - 1;
      continue;
    }
    for (llvm::StringRef Word : {"asm", "__asm__", "__asm"})
      if (Text[I] == Word[0] && S.wordAt(I, Word)) {
        Changed |= normalizeAsm(S, I + Word.size(), Out, Resume);
        I = std::max(I + Word.size(), Resume) - 1;
        break;
      }
  }
  if (!Changed)
    return std::nullopt;
  return Out;
}

namespace {

// A file whose contents clang reads as normalized text.
class NormalizedFile : public llvm::vfs::File {
public:
  NormalizedFile(std::unique_ptr<llvm::vfs::File> Base, std::string Text)
      : Base(std::move(Base)), Text(std::move(Text)) {}
  llvm::ErrorOr<llvm::vfs::Status> status() override { return Base->status(); }
  llvm::ErrorOr<std::string> getName() override { return Base->getName(); }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>>
  getBuffer(const llvm::Twine &Name, int64_t, bool, bool) override {
    return llvm::MemoryBuffer::getMemBufferCopy(Text, Name);
  }
  std::error_code close() override { return Base->close(); }

private:
  std::unique_ptr<llvm::vfs::File> Base;
  std::string Text;
};

} // namespace

llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
NvccDialectFileSystem::openFileForRead(const llvm::Twine &Path) {
  llvm::SmallString<256> Absolute;
  Path.toVector(Absolute);
  if (makeAbsolute(Absolute))
    return ProxyFileSystem::openFileForRead(Path);
  llvm::sys::path::remove_dots(Absolute, /*remove_dot_dot=*/true);
  auto File = ProxyFileSystem::openFileForRead(Path);
  if (!File)
    return File;
  for (const std::string &Dir : SystemDirs)
    if (llvm::sys::path::is_separator(Absolute[std::min(
            Dir.size(), size_t(Absolute.size() - 1))]) &&
        Absolute.str().starts_with(Dir))
      return File;
  auto Buffer = (*File)->getBuffer(Absolute, -1, false, false);
  if (!Buffer)
    return ProxyFileSystem::openFileForRead(Path);
  llvm::StringRef Text = (*Buffer)->getBuffer();
  // A precompiled header (CUDA's preamble, ParseSpeed.h: 8 MB) is no
  // source: scanning and copying it cost a third of a parse that loads it.
  if (Text.starts_with("CPCH"))
    return ProxyFileSystem::openFileForRead(Path);
  std::optional<std::string> Normalized = normalizeNvccSpellings(Text);
  if (Normalized) {
    std::lock_guard<std::mutex> Guard(Lock);
    Originals[Absolute] = Text.str();
  }
  return std::unique_ptr<llvm::vfs::File>(std::make_unique<NormalizedFile>(
      std::move(*File), Normalized ? std::move(*Normalized) : Text.str()));
}

std::optional<std::string>
NvccDialectFileSystem::originalText(llvm::StringRef AbsolutePath) const {
  std::lock_guard<std::mutex> Guard(Lock);
  auto It = Originals.find(AbsolutePath);
  if (It == Originals.end())
    return std::nullopt;
  return It->second;
}

std::string defaultNvccPrelude(const char *Argv0) {
  std::string Exe = llvm::sys::fs::getMainExecutable(
      Argv0, reinterpret_cast<void *>(&defaultNvccPrelude));
  llvm::SmallString<256> Installed(
      llvm::sys::path::parent_path(llvm::sys::path::parent_path(Exe)));
  llvm::sys::path::append(Installed, "share", "warpagg",
                          "nvcc_dialect_prelude.h");
  if (llvm::sys::fs::exists(Installed))
    return std::string(Installed);
  return WARPAGG_SHARE_DIR "/nvcc_dialect_prelude.h";
}

std::string hostCompilerIncludeDir(llvm::StringRef HostCompiler) {
  static std::mutex Lock;
  static std::map<std::string, std::string> Known;
  std::lock_guard<std::mutex> Guard(Lock);
  auto [It, New] = Known.try_emplace(HostCompiler.str());
  if (!New)
    return It->second;
  llvm::ErrorOr<std::string> Program =
      llvm::sys::findProgramByName(HostCompiler);
  if (!Program)
    return "";
  llvm::SmallString<128> Output;
  if (llvm::sys::fs::createTemporaryFile("warpagg-host-include", "txt",
                                         Output))
    return "";
  std::optional<llvm::StringRef> Redirects[] = {std::nullopt,
                                                llvm::StringRef(Output),
                                                llvm::StringRef("")};
  int Status = llvm::sys::ExecuteAndWait(
      *Program, {*Program, "-print-file-name=include"}, std::nullopt,
      Redirects, /*SecondsToWait=*/20);
  auto Text = llvm::MemoryBuffer::getFile(Output);
  llvm::sys::fs::remove(Output);
  if (Status != 0 || !Text)
    return "";
  std::string Dir = (*Text)->getBuffer().trim().str();
  // gcc prints the bare name back when it has no such directory.
  if (llvm::sys::path::is_absolute(Dir) && llvm::sys::fs::is_directory(Dir))
    It->second = Dir;
  return It->second;
}

} // namespace warpagg
