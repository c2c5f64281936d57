//===- ProfileFile.cpp ----------------------------------------------------===//
#include "warpagg/frontend/ProfileFile.h"

#include "warpagg/support/JsonInput.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <optional>

namespace warpagg {

struct ProfileEntry;
static bool fromJSON(const llvm::json::Value &V, ProfileEntry &E,
                     llvm::json::Path P);

namespace {

using llvm::json::Object;
using llvm::json::Value;

constexpr llvm::StringLiteral ProfileFormat = "warpagg-profile";
constexpr int ProfileVersion = 1;
constexpr llvm::StringLiteral ProfileSuffix = ".profile.json";

// The counters, by their names in the file (low_occupancy is optional:
// profiles written before it was counted read as 0).
constexpr struct {
  llvm::StringLiteral Name;
  uint64_t SiteMeasurement::*Field;
  bool Optional = false;
} Counters[] = {{"executions", &SiteMeasurement::Executions},
                {"lanes", &SiteMeasurement::Lanes},
                {"addresses", &SiteMeasurement::Addresses},
                {"with_peers", &SiteMeasurement::WithPeers},
                {"uniform", &SiteMeasurement::Uniform},
                {"contiguous", &SiteMeasurement::Contiguous},
                {"runs", &SiteMeasurement::Runs},
                {"element_bytes", &SiteMeasurement::ElementBytes},
                {"key_span", &SiteMeasurement::KeySpan},
                {"low_occupancy", &SiteMeasurement::LowOccupancy, true}};

// The two that merge by their largest value; the others are sums.
bool takesMax(uint64_t SiteMeasurement::*Field) {
  return Field == &SiteMeasurement::ElementBytes ||
         Field == &SiteMeasurement::KeySpan;
}

// Key bounds are merged before the counters: they are known when every
// entry that executed had them (an execution counted without its table may
// have reached any key).
void mergeKeyBounds(SiteMeasurement &Mine, const SiteMeasurement &Theirs) {
  if (!Theirs.Executions)
    return;
  if (!Mine.Executions) {
    Mine.HasKeyBounds = Theirs.HasKeyBounds;
    Mine.KeyLow = Theirs.KeyLow;
    Mine.KeyHigh = Theirs.KeyHigh;
    return;
  }
  Mine.HasKeyBounds &= Theirs.HasKeyBounds;
  Mine.KeyLow = std::min(Mine.KeyLow, Theirs.KeyLow);
  Mine.KeyHigh = std::max(Mine.KeyHigh, Theirs.KeyHigh);
}

bool isHash(llvm::StringRef S) {
  return S.size() == 16 && llvm::all_of(S, [](char C) {
           return llvm::isDigit(C) || (C >= 'a' && C <= 'f');
         });
}

// What the counters' definitions (the format) rule out, or "" when none:
// uniform and runs executions are disjoint ones with peers, contiguous ones
// have none, each execution has 1 to 32 active lanes and no more addresses
// than lanes.
llvm::StringLiteral inconsistency(const SiteMeasurement &M) {
  auto Sum = [](uint64_t A, uint64_t B) {
    return A > UINT64_MAX - B ? UINT64_MAX : A + B;
  };
  if (Sum(M.Uniform, M.Runs) > M.WithPeers)
    return "uniform + runs exceeds with_peers";
  if (Sum(M.WithPeers, M.Contiguous) > M.Executions)
    return "with_peers + contiguous exceeds executions";
  if (M.LowOccupancy > M.Executions)
    return "low_occupancy exceeds executions";
  if (M.Addresses > M.Lanes)
    return "addresses exceeds lanes";
  if (M.Executions <= UINT64_MAX / 32 && M.Lanes > M.Executions * 32)
    return "lanes exceeds 32 per execution";
  return "";
}

llvm::Error fail(llvm::StringRef Path, const llvm::Twine &Why) {
  return llvm::createStringError(
      std::make_error_code(std::errc::invalid_argument),
      "profile '" + Path + "': " + Why);
}

// A profile is at most this large (about 250,000 sites, far more than the
// atomics of any real build): reading one holds its text and its entries,
// never its whole JSON tree (StreamedJson), so a profile costs about twice
// its size in memory and its reading time grows with it.
constexpr uint64_t MaxProfileBytes = 64 << 20;

// Reads one profile file into \p Into.
llvm::Error readProfileFile(llvm::StringRef Path, Profile &Into) {
  // Regular files only: a FIFO would block the run, a device never ends.
  auto Buffer = readRegularFile(Path, MaxProfileBytes);
  if (!Buffer)
    return fail(Path, llvm::toString(Buffer.takeError()));
  llvm::Expected<StreamedJson> Json =
      StreamedJson::parse((*Buffer)->getBuffer(), "sites");
  if (!Json)
    return fail(Path, llvm::toString(Json.takeError()));
  llvm::json::Path::Root Root("profile");
  JsonFields O(Json->rest(), Root);
  std::string Format;
  int64_t Version = 0;
  bool Ok = O && O.map("format", Format) && O.map("version", Version);
  if (Ok && Format != ProfileFormat) {
    llvm::json::Path(Root).field("format").report("not \"warpagg-profile\"");
    Ok = false;
  } else if (Ok && Version != ProfileVersion) {
    llvm::json::Path(Root).field("version").report("a profile version this warpagg does not "
                                 "read (it reads 1)");
    Ok = false;
  }
  const Value *Sites = Ok ? Json->rest().getAsObject()->get("sites") : nullptr;
  if (Ok && (!Sites || !Sites->getAsArray())) {
    if (Sites)
      llvm::json::Path(Root).field("sites").report("expected array");
    else
      llvm::json::Path(Root).field("sites").report("missing value");
    Ok = false;
  }
  if (!Ok)
    return fail(Path, llvm::toString(Root.getError()));
  // Each site read and merged on its own: one site's tree at a time.
  std::string MergeError;
  llvm::Expected<bool> Read =
      Json->forEachElement([&](size_t I, const Value &Site) {
        ProfileEntry E;
        if (!fromJSON(Site, E, llvm::json::Path(Root).field("sites").index(I)))
          return false;
        if (llvm::Error Err = Into.add(std::move(E))) {
          MergeError = llvm::toString(std::move(Err));
          return false;
        }
        return true;
      });
  if (!Read)
    return fail(Path, llvm::toString(Read.takeError()));
  if (!MergeError.empty())
    return fail(Path, MergeError);
  if (!*Read)
    return fail(Path, llvm::toString(Root.getError()));
  Into.Sources.push_back(Path.str());
  return llvm::Error::success();
}

// The profiles of a directory, by name.
llvm::Expected<std::vector<std::string>> profilesIn(llvm::StringRef Dir) {
  std::vector<std::string> Found;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC))
    if (llvm::StringRef(It->path()).ends_with(ProfileSuffix) &&
        !llvm::sys::fs::is_directory(It->path()))
      Found.push_back(It->path());
  if (EC)
    return fail(Dir, "cannot read the directory: " + EC.message());
  if (Found.empty())
    return fail(Dir, "a directory with no *.profile.json file");
  llvm::sort(Found);
  return Found;
}

} // namespace

// Found by argument-dependent lookup: outside the anonymous namespace.
static bool fromJSON(const llvm::json::Value &V, ProfileEntry &E,
                     llvm::json::Path P) {
  JsonFields O(V, P);
  if (!O || !O.map("file", E.File) || !O.map("line", E.Line) ||
      !O.map("hash", E.Hash) || !O.mapOptional("function", E.Function) ||
      !O.mapOptional("call", E.Call))
    return false;
  for (const auto &C : Counters)
    if (!(C.Optional ? O.mapOptional(C.Name, E.Counts.*C.Field)
                     : O.map(C.Name, E.Counts.*C.Field)))
      return false;
  // The key bounds: both or neither (sites counted without their table).
  std::optional<int64_t> Low, High;
  if (!O.mapOptional("key_low", Low) || !O.mapOptional("key_high", High))
    return false;
  if (Low.has_value() != High.has_value()) {
    P.field(Low ? "key_high" : "key_low")
        .report("key_low and key_high come together");
    return false;
  }
  if (Low && *Low > *High) {
    P.field("key_low").report("greater than key_high");
    return false;
  }
  if (Low && E.Counts.Executions == 0) {
    P.field("key_low").report("key bounds of a site never executed");
    return false;
  }
  E.Counts.HasKeyBounds = Low.has_value();
  E.Counts.KeyLow = Low.value_or(0);
  E.Counts.KeyHigh = High.value_or(0);
  if (!llvm::sys::path::is_absolute(E.File)) {
    P.field("file").report("not an absolute path");
    return false;
  }
  if (E.Line == 0) {
    P.field("line").report("lines count from 1");
    return false;
  }
  if (!isHash(E.Hash)) {
    P.field("hash").report("not 16 lowercase hex digits");
    return false;
  }
  if (llvm::StringLiteral Why = inconsistency(E.Counts); !Why.empty()) {
    P.report(Why);
    return false;
  }
  return true;
}

llvm::Error Profile::add(ProfileEntry E) {
  auto Key = std::make_tuple(E.File, E.Line, E.Hash);
  auto [It, New] = Entries.try_emplace(Key, E);
  if (New)
    return llvm::Error::success();
  ProfileEntry &Old = It->second;
  mergeKeyBounds(Old.Counts, E.Counts);
  for (const auto &C : Counters) {
    uint64_t &Mine = Old.Counts.*C.Field;
    uint64_t Theirs = E.Counts.*C.Field;
    if (takesMax(C.Field))
      Mine = std::max(Mine, Theirs);
    else if (Mine > UINT64_MAX - Theirs)
      return llvm::createStringError(
          std::make_error_code(std::errc::value_too_large),
          "the merged " + C.Name + " of " + E.File + ":" +
              std::to_string(E.Line) + " passes 2^64 - 1");
    else
      Mine += Theirs;
  }
  if (Old.Function.empty())
    Old.Function = E.Function;
  if (Old.Call.empty())
    Old.Call = E.Call;
  return llvm::Error::success();
}

const ProfileEntry *Profile::find(llvm::StringRef File, unsigned Line,
                                  llvm::StringRef Hash) const {
  auto It = Entries.find(std::make_tuple(File.str(), Line, Hash.str()));
  return It == Entries.end() ? nullptr : &It->second;
}

bool Profile::hasLine(llvm::StringRef File, unsigned Line) const {
  auto It = Entries.lower_bound(std::make_tuple(File.str(), Line, ""));
  return It != Entries.end() && std::get<0>(It->first) == File &&
         std::get<1>(It->first) == Line;
}

std::vector<const ProfileEntry *> Profile::entries() const {
  std::vector<const ProfileEntry *> Out;
  for (const auto &Entry : Entries)
    Out.push_back(&Entry.second);
  return Out;
}

llvm::Expected<Profile> readProfiles(llvm::ArrayRef<std::string> Paths) {
  Profile P;
  for (const std::string &Path : Paths) {
    std::vector<std::string> Files{Path};
    if (llvm::sys::fs::is_directory(Path)) {
      llvm::Expected<std::vector<std::string>> Found = profilesIn(Path);
      if (!Found)
        return Found.takeError();
      Files = std::move(*Found);
    }
    for (const std::string &F : Files)
      if (llvm::Error E = readProfileFile(F, P))
        return E;
  }
  return P;
}

std::string profileText(const Profile &P) {
  llvm::json::Array Sites;
  for (const ProfileEntry *E : P.entries()) {
    Object O{{"file", E->File},
             {"line", E->Line},
             {"hash", E->Hash},
             {"function", E->Function},
             {"call", E->Call}};
    for (const auto &C : Counters)
      O[C.Name] = E->Counts.*C.Field;
    if (E->Counts.HasKeyBounds) {
      O["key_low"] = E->Counts.KeyLow;
      O["key_high"] = E->Counts.KeyHigh;
    }
    Sites.push_back(std::move(O));
  }
  Value Whole = Object{{"format", ProfileFormat},
                       {"version", ProfileVersion},
                       {"sites", std::move(Sites)}};
  return llvm::formatv("{0:2}\n", Whole).str();
}

} // namespace warpagg
