//===- ConfigFiles.cpp ----------------------------------------------------===//
#include "ConfigFiles.h"
#include "warpagg/rewrite/FileNameQuoting.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace warpagg_launch {

std::vector<std::string> configFilesAbove(const std::string &Source) {
  std::vector<std::string> Found;
  SmallString<256> Dir(Source);
  if (sys::fs::make_absolute(Dir))
    return Found;
  sys::path::remove_dots(Dir, /*remove_dot_dot=*/true);
  for (StringRef D = sys::path::parent_path(Dir); !D.empty();
       D = sys::path::parent_path(D)) {
    SmallString<256> File(D);
    sys::path::append(File, ".warpagg");
    // Anything of that name (a dangling link too), as warpagg takes it.
    sys::fs::file_status Status;
    if (!sys::fs::status(File, Status, /*Follow=*/false) &&
        sys::fs::exists(Status))
      Found.push_back(std::string(File));
  }
  return Found;
}

void addToDepFile(const std::string &DepFile,
                  const std::vector<std::string> &Files) {
  if (DepFile.empty() || Files.empty())
    return;
  auto Buffer = MemoryBuffer::getFile(DepFile);
  if (!Buffer)
    return;
  std::string Added;
  for (const std::string &F : Files) {
    std::optional<std::string> Name = warpagg::makeEscaped(F);
    if (!Name)
      return; // a name no make rule can hold
    Added += " \\\n  " + *Name;
  }
  // The first rule ends at the first line break no backslash continues.
  StringRef Text = (*Buffer)->getBuffer();
  size_t End = 0;
  while ((End = Text.find('\n', End)) != StringRef::npos &&
         End > 0 && Text[End - 1] == '\\')
    ++End;
  if (End == StringRef::npos)
    End = Text.size();
  if (End > 0 && Text[End - 1] == '\r')
    --End;
  std::string Out = (Text.take_front(End) + Added + Text.drop_front(End)).str();
  Buffer->reset();
  std::error_code EC;
  raw_fd_ostream OS(DepFile, EC);
  if (!EC)
    OS << Out;
}

} // namespace warpagg_launch
