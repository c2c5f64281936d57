//===- RunProgram.cpp -----------------------------------------------------===//
#include "RunProgram.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include <csignal>
#include <cstring>

using namespace llvm;

namespace warpagg_launch {
namespace {

// LLVM reports a killed child as -2 with strsignal()'s name of the signal
// (and " (core dumped)"): the number back from the name; 0 if none matches.
int signalNamed(StringRef Message) {
  for (int Signal = 1; Signal < NSIG; ++Signal)
    if (const char *Name = ::strsignal(Signal))
      if (Message.starts_with(Name))
        return Signal;
  return 0;
}

} // namespace

std::optional<std::string> findProgram(const std::string &Name, int &Status,
                                       std::string &Error) {
  if (!StringRef(Name).contains('/')) {
    if (ErrorOr<std::string> Found = sys::findProgramByName(Name))
      return *Found;
    Status = NotFound;
    Error = Name + ": command not found";
    return std::nullopt;
  }
  if (!sys::fs::exists(Name)) {
    Status = NotFound;
    Error = Name + ": no such file";
    return std::nullopt;
  }
  if (sys::fs::is_directory(Name) || !sys::fs::can_execute(Name)) {
    Status = NotExecutable;
    Error = Name + ": not an executable program";
    return std::nullopt;
  }
  return Name;
}

int runProgram(const std::vector<std::string> &Args, std::string &Error,
               ArrayRef<std::optional<StringRef>> Redirects) {
  int Status = 0;
  std::optional<std::string> Program = findProgram(Args[0], Status, Error);
  if (!Program)
    return Status;
  std::vector<StringRef> Refs(Args.begin(), Args.end());
  bool Failed = false;
  std::string Message;
  Status = sys::ExecuteAndWait(*Program, Refs, std::nullopt, Redirects, 0, 0,
                               &Message, &Failed);
  if (Failed) { // found but not started (not a binary the system runs)
    Error = Args[0] + ": cannot be executed" +
            (Message.empty() ? "" : ": " + Message);
    return NotExecutable;
  }
  if (Status >= 0)
    return Status;
  Error = (sys::path::filename(Args[0]) + " crashed" +
           (Message.empty() ? "" : ": " + Message)).str();
  int Signal = signalNamed(Message);
  return Signal ? 128 + Signal : 1; // 1: it failed, no more is known
}

} // namespace warpagg_launch
