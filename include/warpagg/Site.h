//===- Site.h - One candidate atomic call and what warpagg decided ---------===//
#ifndef WARPAGG_SITE_H
#define WARPAGG_SITE_H

#include "warpagg/AtomicFunction.h"
#include "llvm/ADT/STLExtras.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace warpagg {

/// A replacement of Length bytes at Offset by Text.
struct TextEdit {
  unsigned Offset = 0;
  unsigned Length = 0;
  std::string Text;
  /// Text is whole statements (or a block's braces) inserted between the
  /// user's statements: privatization's prologue and epilogue, a group's
  /// declaration and commit. Written compactly on the lines already there
  /// (so that no line moves), or, when the rewrite is formatted, on lines
  /// of their own (rewrite/EditFormatting.h).
  bool OwnLines = false;
};

/// An #include directive the preprocessor processed (not one in a comment or
/// a skipped #if block): where its '#' is in the file, and the name as
/// written between <> or "".
struct ProcessedInclude {
  unsigned Offset = 0;
  std::string Name;
};

/// A "quoted" #include the preprocessor found in the directory of the file
/// that has it (the first place a quote include is looked up): the name's
/// place in the file, quotes included, and the header's absolute path. A
/// copy of the file compiled from another directory names the header by
/// that path, so that it finds the same one (and nothing else in the build
/// searches the original's directory for it).
struct LocalInclude {
  unsigned Offset = 0;
  unsigned Length = 0;
  std::string Path;
};

/// A site's place in a fused group (plan/Grouping.h): reduction atomics whose
/// addresses are all injective functions of one key, issued together by one
/// warpagg::group. The group's variable is declared just before the first
/// site's statement and committed just after the last one's, on their lines
/// (or, formatted, on lines of their own: rewrite/EditFormatting.h).
/// A fused group's loop written to run in step (plan/UniformTrip.h):
/// vote() before the loop (at LoopOffset), Variable in place of the lane's
/// own term in its condition (TermLength bytes at TermOffset), Skip first in
/// the group's do { }.
struct InStepLoop {
  unsigned LoopOffset = 0;
  std::string Variable;    ///< "wa_enter_12"
  unsigned TermOffset = 0;
  unsigned TermLength = 0;
  std::string Term;        ///< the lane's term as written: "!done"
  std::string Skip;        ///< "if (done) continue;"
  /// The lanes that enter the loop are read once before it (Mask) and the
  /// commit names them: every commit then meets them all at one iteration,
  /// and the group is uniform (plan/UniformTrip.h says when).
  std::string Mask;        ///< "wa_mask_12"; empty: the commit reads its own

  /// "const bool wa_enter_12 = __any_sync(__activemask(), !done);", or with
  /// a Mask "const unsigned wa_mask_12 = __activemask(); const bool
  /// wa_enter_12 = __any_sync(wa_mask_12, !done);"
  std::string vote() const {
    return (Mask.empty() ? ""
                         : "const unsigned " + Mask + " = __activemask(); ") +
           "const bool " + Variable + " = __any_sync(" +
           (Mask.empty() ? "__activemask()" : Mask) + ", " + Term + ");";
  }
  bool operator==(const InStepLoop &O) const {
    return LoopOffset == O.LoopOffset && Variable == O.Variable &&
           TermOffset == O.TermOffset && TermLength == O.TermLength &&
           Term == O.Term && Skip == O.Skip && Mask == O.Mask;
  }
};

struct GroupSlot {
  std::string Variable;    ///< "wa_group_12"
  unsigned Slot = 0;       ///< this site's put<Slot>
  std::string Type;        ///< "warpagg::group<warpagg::op::add, float, float>"
  /// The type names a template parameter ("warpagg::group<..., T>"): the
  /// puts are spelled ".template put<I>".
  bool Dependent = false;
  /// The group spans its loop body, wrapped in `do { ... } while (0)` so
  /// that `continue` reaches the commit (plan/Grouping.h): the declaration
  /// goes after the body's '{', the commit before its '}'.
  bool WrapsLoopBody = false;
  unsigned DeclOffset = 0; ///< before the first site's statement (slot 0)
  unsigned CommitOffset = 0; ///< after the last site's statement (last slot)
  std::string Key;         ///< the shared key as written; empty: uniform
  /// The key is the same in every lane of one loop iteration (a
  /// likely_uniform_group: checked at run time, no discovery when it holds).
  bool LikelyUniform = false;
  std::vector<unsigned> Lines; ///< the sites' lines, in slot order
  /// For a site in a constant-trip loop whose iterations are slots
  /// (warpagg::slots<T, N>): the loop's index as written, passed as
  /// put_at<Slot>(addr, val, index) by inserting ", index" at
  /// SlotIndexOffset (the call's ')'); empty: put<Slot>(addr, val).
  std::string SlotIndex;
  unsigned SlotIndexOffset = 0;
  /// A keyed group (plan/KeyedGroups.h): this site's put passes KeyArgument
  /// in place of its address (the AddressLength bytes at AddressOffset),
  /// and the commit passes Addresses, the callable that computes every
  /// address from the key. Empty: the puts pass their addresses.
  std::string KeyArgument;
  unsigned AddressOffset = 0;
  unsigned AddressLength = 0;
  std::string Addresses;
  /// Its loop run in step; none: the loop stays as written.
  std::optional<InStepLoop> InStep;

  unsigned size() const { return Lines.size(); } ///< sites in the group
  bool keyed() const { return !Addresses.empty(); }
  /// The mask its in-step loop's lanes are read into, or empty (the commit
  /// reads __activemask() itself).
  std::string loopMask() const { return InStep ? InStep->Mask : std::string(); }

  bool operator==(const GroupSlot &O) const {
    return Variable == O.Variable && Slot == O.Slot && Lines == O.Lines &&
           Type == O.Type && DeclOffset == O.DeclOffset &&
           WrapsLoopBody == O.WrapsLoopBody &&
           CommitOffset == O.CommitOffset && SlotIndex == O.SlotIndex &&
           SlotIndexOffset == O.SlotIndexOffset &&
           KeyArgument == O.KeyArgument && AddressOffset == O.AddressOffset &&
           AddressLength == O.AddressLength && Addresses == O.Addresses &&
           InStep == O.InStep;
  }
  bool operator!=(const GroupSlot &O) const { return !(*this == O); }
};

/// A site whose table is privatized (plan/Privatization.h): the atomic
/// updates a block-private copy in shared memory, flushed once per block.
struct PrivateSlot {
  std::string Table;       ///< the table as written: "hist", "&count"
  std::string Variable;    ///< the shared copy: "wa_priv_hist"
  std::string Kernel;
  std::string ElementType; ///< "unsigned"
  unsigned long long Entries = 0;
  long long First = 0;     ///< the key of entry 0
  unsigned long long Bytes = 0;
  std::string KeyWhy;      ///< how the key range was proven
  unsigned BaseOffset = 0; ///< the table's bytes in the call, replaced by
  unsigned BaseLength = 0; ///< BaseText
  std::string BaseText;
  /// The site keeps CUDA's atomic (now on shared memory); else the runtime's
  /// uniform reduction (a float into one shared word: a CAS loop per lane).
  bool KeepCallee = true;
  /// The key range comes from a profile, not a proof (plan/Privatization.h):
  /// each call goes through warpagg::private_or_global, which sends keys in
  /// [First, First + Entries - 1] (relative to GuardBase, the table as
  /// named) to the copy and the others to the global atomic. The callee is
  /// replaced by GuardText and the table operand is left as written.
  bool Guarded = false;
  std::string GuardText;
  /// The kernel's prologue and epilogue (declare, zero, barrier; barrier,
  /// flush): carried by one site of the kernel.
  std::vector<TextEdit> KernelEdits;
};

/// One call of a __device__ helper decided per call site
/// (plan/HelperCopies.h): where it is, which version of the helper it calls
/// and why.
struct HelperCall {
  std::string File;
  unsigned Line = 0;
  unsigned Column = 0;
  std::string Caller;     ///< the function the call is written in
  bool CallsCopy = false; ///< the rewritten copy, else the original
  std::string Why;
};

/// A copy of a __device__ helper whose atomics are rewritten, emitted after
/// the original's definition for the calls where aggregating pays; the
/// other calls keep the original (plan/HelperCopies.h). Every site of the
/// helper carries it; its edits then apply to the copy, not the original.
struct HelperCopy {
  std::string Helper; ///< "atomicAddX"
  std::string Name;   ///< "atomicAddX_warpagg"
  unsigned DefBegin = 0; ///< the original's definition, its bytes
  unsigned DefEnd = 0;
  unsigned NameOffset = 0; ///< the helper's name in it (renamed in the copy)
  unsigned InsertOffset = 0; ///< the end of the definition's last line
  std::string Indent;        ///< the definition's first line's
  unsigned NextLine = 0;     ///< the line after the definition
  /// The callee's name at each call that calls the copy (renamed there).
  std::vector<unsigned> RenameOffsets;
};

/// What a profile measured of one site on the user's own workload (the
/// counters of a profile's entry, frontend/ProfileFile.h): per warp
/// execution of the call, how its active lanes' addresses fell.
struct SiteMeasurement {
  uint64_t Executions = 0; ///< warp executions of the call
  uint64_t Lanes = 0;      ///< active lanes, summed over executions
  uint64_t Addresses = 0;  ///< distinct addresses among them, summed
  uint64_t WithPeers = 0;  ///< executions where a lane shared its address
  uint64_t Uniform = 0;    ///< executions with >1 lane, all on one address
  uint64_t Contiguous = 0; ///< >1 lane, distinct, consecutive elements
  uint64_t Runs = 0;       ///< peers, not uniform, sharers consecutive
  uint64_t ElementBytes = 0;
  uint64_t KeySpan = 0;    ///< elements between the extreme addresses; 0: unknown
  /// Executions in launches of at most 256 threads (8 warps) per SM: few
  /// warps to hide an aggregation's latency (0 in profiles before it).
  uint64_t LowOccupancy = 0;
  /// The lowest and highest key (element index relative to the table the
  /// address indexes, Site::TableBase) the instrumented build saw; only for
  /// sites it counted with their base.
  bool HasKeyBounds = false;
  int64_t KeyLow = 0, KeyHigh = 0;
  /// KeyHigh - KeyLow without overflow (KeyLow <= KeyHigh: the keys are one
  /// more, up to 2^64 of them).
  uint64_t keyDistance() const { return uint64_t(KeyHigh) - uint64_t(KeyLow); }

  /// \p Count as a share of the executions (0 when there were none).
  double share(uint64_t Count) const {
    return Executions ? double(Count) / double(Executions) : 0.0;
  }
  double meanLanes() const { return share(Lanes); }
  double meanAddresses() const { return share(Addresses); }
};

/// A call of one of CUDA's reduction atomics found in user code, with the
/// decision taken for it. Offsets locate the bytes the rewrite edits, so
/// arguments, comments and formatting stay as written:
///  - atomicAdd(p, v): the callee's spelling ("atomicAdd", "::atomicAdd") is
///    replaced by the runtime function's name;
///  - r.fetch_add(v, order) on an atomic_ref: the runtime function's name and
///    "(" are inserted before r (at CalleeOffset, CalleeLength 0), the bytes
///    from the end of r to the start of v (".fetch_add(") become ", ", and
///    those from the end of v to the closing parenthesis (", order") go;
///    p->fetch_add(v, order) passes *p.
struct Site {
  std::string File;
  unsigned Line = 0;
  unsigned Column = 0;
  unsigned CalleeOffset = 0;
  unsigned CalleeLength = 0;
  unsigned MemberOffset = 0; ///< atomic_ref: ".fetch_add(" (and spaces)
  unsigned MemberLength = 0;
  unsigned OrderOffset = 0;  ///< atomic_ref: ", order" (and spaces)
  unsigned OrderLength = 0;
  bool Arrow = false;        ///< atomic_ref through a pointer: p->fetch_add
  AtomicFunction Fn{AtomicOp::Add, AtomicScope::Device};
  /// The value type of each instantiation seen, distinct, in order: one for
  /// a site outside templates, e.g. {"float"} (the catalog's spelling, else
  /// clang's); more once a template's instantiations are merged.
  std::vector<std::string> Types;
  bool TypeSupported = false; ///< the runtime aggregates Fn for the type
  bool ResultUsed = true; ///< the conservative default
  /// Where the value is used only as a helper's return that every caller
  /// drops (analysis/ResultUse.h): the helper's name; the call then passes
  /// warpagg::result_discarded (passesResultDiscarded). Empty: none.
  std::string ResultDroppedBy;
  bool Rewrite = false;
  std::string ReasonCode; ///< short key of Reason, e.g. "shared-memory"
  std::string Reason;     ///< why it was left alone (when !Rewrite)
  std::string RuntimeFunction; ///< e.g. "warpagg::reduce_add"
  std::string Strategy;        ///< runtime strategy; "adaptive" names none
  std::string StrategyWhy;     ///< where a non-default strategy came from
  bool UniformProven = false;  ///< the address is the same in every lane
  bool InGridStrideLoop = false; ///< inside a loop that steps by the grid
  /// Why the address's memory space cannot be known (a __device__
  /// function's parameter with __shared__ and other memory at its calls, or
  /// no call visible: analysis/AddressAnalysis.h); empty when it can.
  std::string AddressSpaceUnknownWhy;
  /// In a kernel's body with no loop around it (LoopContext.h); set only with
  /// the offset of the call's ')' (a function call written in one file).
  bool OncePerThread = false;
  unsigned CloseParenOffset = 0;
  /// A condition under which no two lanes share the address, passed as
  /// warpagg::distinct_if (`C >= 32` for a row's element at `idx % C`);
  /// set only with CloseParenOffset. Empty: none.
  std::string DistinctIf;
  /// The function the call is written in, qualified, a template's without
  /// its arguments ("ns::scatter", "Grid::deposit"), and whether it is a
  /// kernel (__global__).
  std::string EnclosingFunction;
  bool InKernel = false;
  /// For a site outside a kernel: the kernels of its translation unit whose
  /// calls reach it (analysis/KernelCallers.h), sorted; empty when none is
  /// known (its callers are in other files) or the site is in a kernel.
  std::vector<std::string> Kernels;
  /// For a site in a header: the input whose parse saw it (sites of one
  /// header from several inputs are merged like template instantiations).
  std::string TranslationUnit;
  /// What identifies the call's text across edits elsewhere in the file:
  /// 16 hex digits of xxh3 over its spelling with every blank removed
  /// ("atomicAdd(&h[k],1)"); empty when the call is not plain text of one
  /// file. With File and Line it keys the site's measurements in a profile,
  /// so that an edited call never takes stale data.
  std::string TextHash;
  /// For --instrument (rewrite/Instrumenter.h): the first argument's bytes
  /// (the address), wrapped in warpagg::profile::seen; set only when
  /// Instrumentable. Else InstrumentBlocker says why the call cannot be
  /// instrumented (empty for sites never analysed: non-reductions,
  /// uninstantiated templates).
  bool Instrumentable = false;
  unsigned PointerOffset = 0;
  unsigned PointerLength = 0;
  std::string InstrumentBlocker;
  /// For --instrument: the table the address indexes, as written in the
  /// call (analysis/TableRef.h: a kernel's pointer parameter or a
  /// `__device__` variable), passed to seen() so that the profile records
  /// the keys reached relative to it; empty where there is none.
  std::string TableBase;
  /// sizeof the element the call updates; 0 where unknown (a dependent
  /// type).
  unsigned ElementBytes = 0;
  /// With a profile (plan/ProfileDecisions.h): the site's measurement,
  /// when its entry matched (file, line and TextHash), and what the profile
  /// did or why it could not ("not in the profile", a stale entry); empty
  /// without a profile.
  std::optional<SiteMeasurement> Measured;
  std::string ProfileNote;
  /// Set when the site is fused with others (plan/Grouping.h).
  std::optional<GroupSlot> Group;
  /// Why the site was not fused although it is rewritten (for the report);
  /// empty when fusion did not apply (a lone site).
  std::string NotFusedWhy;
  /// Seen in a template's pattern (not an instantiation): it has no say in
  /// grouping, which only instantiations decide.
  bool FromTemplatePattern = false;
  /// The comment that keeps this site out of any group (no-fuse, or a
  /// strategy named for it); empty: none.
  std::string NoFuseBy;
  /// A template instantiation left alone because it calls a project's own
  /// overload (or CUDA's atomic for a type without a runtime form) through
  /// an unqualified name: the other instantiations may take the
  /// *_or_overload entry, which calls back into the call's own lookup.
  bool TakesOverload = false;
  /// Rewritten with a *_or_overload entry: the value types whose
  /// instantiations still call their overload (the others are aggregated).
  std::vector<std::string> FallbackTypes;
  /// For a site in a __device__ helper decided per call site
  /// (plan/HelperCopies.h): each call, the version it calls and why; and
  /// the rewritten copy the gaining calls call (none: the helper is
  /// rewritten, or left alone, for every call). HelperNote says why the
  /// calls, though they differ, share one version (a template, a member...).
  std::vector<HelperCall> HelperCalls;
  std::optional<HelperCopy> Copy;
  std::string HelperNote;
  /// For a call of a library's one-atomic wrapper (find/AtomicWrapper.h):
  /// the wrapper's name as the call resolves it ("gpuAtomicAdd") and the
  /// base name of the file defining it; empty for a direct atomic.
  std::string Wrapper;
  std::string WrapperFile;
  /// A wrapper taking (value, address): the edits that put the call's
  /// arguments in the runtime's order, applied with the callee's. The
  /// address keeps its bytes (other edits may reach into it); the value's
  /// text, with the separator after it, moves after the address.
  std::vector<TextEdit> ArgumentEdits;
  /// Set when the site's table is privatized (plan/Privatization.h).
  std::optional<PrivateSlot> Private;
  /// Why its table was not privatized (code and reason); empty when the
  /// site was no candidate.
  std::string NotPrivatizedCode;
  std::string NotPrivatizedWhy;

  /// Marks the site as left alone.
  /// A site left alone is not privatized either: the table keeps its
  /// global atomic there, and the reports must not say otherwise.
  void leaveAlone(std::string Code, std::string Why) {
    Rewrite = false;
    Private.reset();
    ReasonCode = std::move(Code);
    Reason = std::move(Why);
  }

  /// Rewritten in a grid-stride loop with a strategy that pays for its tests
  /// on every call: where the aggregation can cost (LoopContext.h). The
  /// uniform path costs one shuffle and gains everywhere measured.
  bool costsInGridStrideLoop() const {
    return Rewrite && !Private && InGridStrideLoop && Strategy != "uniform";
  }

  /// Whether the call passes warpagg::once_per_thread: where the runtime uses
  /// it, adaptive's device-scope add of a 16-bit float (slot_phases.cuh). It
  /// is harmless for the other instantiations of a template.
  bool passesOncePerThread() const {
    bool Has16BitFloat = llvm::any_of(Types, [](const std::string &T) {
      return T == "__half" || T == "__nv_bfloat16";
    });
    return OncePerThread && Has16BitFloat && FallbackTypes.empty() &&
           Fn.Api == AtomicApi::Function &&
           Fn.Op == AtomicOp::Add && Fn.Scope == AtomicScope::Device &&
           (Strategy.empty() || Strategy == "adaptive" ||
            Strategy == "likely_distinct" || Strategy == "distinct_in_rows" ||
            Strategy == "likely_uniform");
  }

  /// Whether the call passes warpagg::distinct_if(DistinctIf): a function
  /// call without an overload callback (whose entry takes no such argument).
  bool passesDistinctIf() const {
    return !DistinctIf.empty() && Rewrite && !Group && !Private &&
           FallbackTypes.empty() && Fn.Api == AtomicApi::Function &&
           CloseParenOffset != 0;
  }

  /// Whether the call passes warpagg::result_discarded: a returning call
  /// whose value a helper's dropped return alone hands on, that passes no
  /// other tag (the entry points take one).
  bool passesResultDiscarded() const {
    return !ResultDroppedBy.empty() && ResultUsed && Rewrite && !Group &&
           !Private && FallbackTypes.empty() &&
           Fn.Api == AtomicApi::Function && CloseParenOffset != 0 &&
           !passesDistinctIf() && !passesOncePerThread();
  }

  /// The runtime function called, with its strategy:
  /// "warpagg::reduce_add<warpagg::strategy::runs>".
  std::string replacement() const {
    if (Strategy.empty() || Strategy == "adaptive")
      return RuntimeFunction;
    return RuntimeFunction + "<warpagg::strategy::" + Strategy + ">";
  }

  /// The value types for messages: "float", "float and double",
  /// "int, float and double".
  std::string typeList() const {
    std::string Out;
    for (size_t I = 0; I < Types.size(); ++I)
      Out += (I == 0 ? "" : I + 1 == Types.size() ? " and " : ", ") + Types[I];
    return Out;
  }

  /// The callee as emitted: the group's put for a fused site, else the
  /// runtime function.
  std::string emittedCallee() const {
    if (Private && Private->KeepCallee)
      return cudaName(Fn);
    if (Group)
      return Group->Variable + (Group->Dependent ? ".template " : ".") +
             (Group->SlotIndex.empty() ? "put<" : "put_at<") +
             std::to_string(Group->Slot) + ">";
    return replacement();
  }

  /// The last argument of a *_or_overload call: a generic lambda that makes
  /// the original call, so that the instantiations the runtime does not
  /// aggregate find their overload by the lookup the original call made,
  /// where it was written (whatever was declared before the runtime's
  /// header was first included).
  std::string overloadCallback() const {
    std::string Call = cudaName(Fn);
    return ", [](auto &&wa_p, auto &&wa_v) -> decltype(auto) { return " +
           Call + "(static_cast<decltype(wa_p)>(wa_p), "
                  "static_cast<decltype(wa_v)>(wa_v)); }";
  }

  /// The atomic as the reports name it: "atomicAdd", or for a wrapper's
  /// call "atomicAdd through 'gpuAtomicAdd' (a one-atomic wrapper in
  /// Atomic.cuh)".
  std::string atomicDescription() const {
    if (Wrapper.empty())
      return cudaName(Fn);
    return cudaName(Fn) + " through '" + Wrapper +
           "' (a one-atomic wrapper in " + WrapperFile + ")";
  }

  /// The edits that rewrite this site. A wrapper's argument order's come
  /// first, and an insertion of theirs joins one of the call's at the same
  /// offset as one edit, in that order: the value moved after the address
  /// goes before a tag added at the ')' right after it.
  std::vector<TextEdit> edits() const {
    if (ArgumentEdits.empty())
      return callEdits();
    std::vector<TextEdit> Edits = ArgumentEdits;
    for (TextEdit &E : callEdits()) {
      auto Same = llvm::find_if(Edits, [&](const TextEdit &A) {
        return A.Length == 0 && E.Length == 0 && A.Offset == E.Offset &&
               !A.OwnLines && !E.OwnLines;
      });
      if (Same != Edits.end())
        Same->Text += E.Text;
      else
        Edits.push_back(std::move(E));
    }
    return Edits;
  }

private:
  std::vector<TextEdit> callEdits() const {
    if (Private) {
      std::vector<TextEdit> Edits = Private->KernelEdits;
      if (Private->Guarded) {
        Edits.push_back({CalleeOffset, CalleeLength, Private->GuardText});
        return Edits;
      }
      if (!Private->KeepCallee)
        Edits.push_back({CalleeOffset, CalleeLength, replacement()});
      else if (!Wrapper.empty()) // the wrapper's atomic, on the copy
        Edits.push_back({CalleeOffset, CalleeLength, cudaName(Fn)});
      if (!Private->KeepCallee && !FallbackTypes.empty())
        Edits.push_back({CloseParenOffset, 0, overloadCallback()});
      Edits.push_back(
          {Private->BaseOffset, Private->BaseLength, Private->BaseText});
      return Edits;
    }
    if (Group) {
      std::vector<TextEdit> Edits;
      const std::string Mask = Group->loopMask();
      const std::string Commit =
          Group->Variable + ".commit(" + Mask +
          (!Mask.empty() && !Group->Addresses.empty() ? ", " : "") +
          Group->Addresses + ");";
      if (Group->Slot == 0 && Group->InStep) {
        const InStepLoop &Loop = *Group->InStep;
        Edits.push_back({Loop.LoopOffset, 0, Loop.vote() + " ",
                         /*OwnLines=*/true});
        Edits.push_back({Loop.TermOffset, Loop.TermLength, Loop.Variable});
      }
      if (Group->Slot == 0)
        Edits.push_back(
            {Group->DeclOffset, 0,
             Group->WrapsLoopBody
                 ? " " + Group->Type + " " + Group->Variable + "; do {" +
                       (Group->InStep ? " " + Group->InStep->Skip : "")
                 : Group->Type + " " + Group->Variable + "; ",
             /*OwnLines=*/true});
      Edits.push_back({CalleeOffset, CalleeLength, emittedCallee()});
      if (Group->keyed())
        Edits.push_back(
            {Group->AddressOffset, Group->AddressLength, Group->KeyArgument});
      if (!Group->SlotIndex.empty())
        Edits.push_back({Group->SlotIndexOffset, 0, ", " + Group->SlotIndex});
      if (Group->Slot + 1 == Group->size())
        Edits.push_back({Group->CommitOffset, 0,
                         Group->WrapsLoopBody ? "} while (0); " + Commit + " "
                                              : " " + Commit,
                         /*OwnLines=*/true});
      return Edits;
    }
    if (Fn.Api == AtomicApi::Function) {
      std::vector<TextEdit> Edits{{CalleeOffset, CalleeLength, replacement()}};
      if (passesDistinctIf())
        Edits.push_back({CloseParenOffset, 0,
                         ", warpagg::distinct_if(" + DistinctIf + ")"});
      else if (passesOncePerThread())
        Edits.push_back({CloseParenOffset, 0, ", warpagg::once_per_thread"});
      else if (passesResultDiscarded())
        Edits.push_back({CloseParenOffset, 0, ", warpagg::result_discarded"});
      if (!FallbackTypes.empty())
        Edits.push_back({CloseParenOffset, 0, overloadCallback()});
      return Edits;
    }
    return {{CalleeOffset, 0, replacement() + (Arrow ? "(*" : "(")},
            {MemberOffset, MemberLength, ", "},
            {OrderOffset, OrderLength, ""}};
  }
};

} // namespace warpagg

#endif
