//===- FileLookups.cpp ----------------------------------------------------===//
#include "warpagg/frontend/FileLookups.h"

#include "llvm/ADT/SmallString.h"

namespace warpagg {
namespace {

LookupAnswer answerOf(const llvm::ErrorOr<llvm::vfs::Status> &S) {
  LookupAnswer A;
  if (!S)
    return A;
  if (S->isDirectory()) {
    A.What = LookupAnswer::Directory; // its time changes with any entry
  } else if (S->isRegularFile()) {
    A.What = LookupAnswer::File;
    A.Size = S->getSize();
    A.ModifiedNs = std::chrono::duration_cast<std::chrono::nanoseconds>(
                       S->getLastModificationTime().time_since_epoch())
                       .count();
  } else {
    A.What = LookupAnswer::Other;
  }
  return A;
}

class RecordingFileSystem : public llvm::vfs::ProxyFileSystem {
public:
  RecordingFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
                      FileLookups &Seen)
      : ProxyFileSystem(std::move(Base)), Seen(Seen) {}

  llvm::ErrorOr<llvm::vfs::Status> status(const llvm::Twine &Path) override {
    llvm::ErrorOr<llvm::vfs::Status> S = ProxyFileSystem::status(Path);
    note(Path, S);
    return S;
  }
  bool exists(const llvm::Twine &Path) override {
    return static_cast<bool>(status(Path));
  }
  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine &Path) override {
    auto F = ProxyFileSystem::openFileForRead(Path);
    if (!F)
      note(Path, F.getError());
    else
      note(Path, (*F)->status());
    return F;
  }

private:
  void note(const llvm::Twine &Path,
            const llvm::ErrorOr<llvm::vfs::Status> &S) {
    Seen.try_emplace(Path.str(), answerOf(S));
  }
  FileLookups &Seen;
};

} // namespace

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
recordingLookups(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
                 FileLookups &Seen) {
  return llvm::makeIntrusiveRefCnt<RecordingFileSystem>(std::move(Base), Seen);
}

bool sameAnswers(const FileLookups &Lookups, llvm::vfs::FileSystem &FS) {
  for (const auto &[Path, Answer] : Lookups)
    if (!(answerOf(FS.status(Path)) == Answer))
      return false;
  return true;
}

bool toJSON(const FileLookups &Lookups, llvm::json::Array &Out) {
  for (const auto &[Path, A] : Lookups) {
    if (!llvm::json::isUTF8(Path))
      return false;
    Out.push_back(llvm::json::Array{Path, static_cast<int64_t>(A.What),
                                    static_cast<int64_t>(A.Size),
                                    A.ModifiedNs});
  }
  return true;
}

bool fromJSON(const llvm::json::Array &In, FileLookups &Out) {
  for (const llvm::json::Value &V : In) {
    const llvm::json::Array *Row = V.getAsArray();
    if (!Row || Row->size() != 4)
      return false;
    std::optional<llvm::StringRef> Path = (*Row)[0].getAsString();
    std::optional<int64_t> Kind = (*Row)[1].getAsInteger(),
                           Size = (*Row)[2].getAsInteger(),
                           Time = (*Row)[3].getAsInteger();
    if (!Path || !Kind || !Size || !Time || *Kind < LookupAnswer::Missing ||
        *Kind > LookupAnswer::Other || *Size < 0)
      return false;
    LookupAnswer A;
    A.What = static_cast<LookupAnswer::Kind>(*Kind);
    A.Size = static_cast<uint64_t>(*Size);
    A.ModifiedNs = *Time;
    Out.emplace(Path->str(), A);
  }
  return true;
}

} // namespace warpagg
