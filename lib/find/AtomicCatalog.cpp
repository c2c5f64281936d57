//===- AtomicCatalog.cpp --------------------------------------------------===//
#include "warpagg/find/AtomicCatalog.h"

#include "warpagg/analysis/TrustedDecls.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace warpagg {
namespace {

const char *opSuffix(AtomicOp Op) {
  switch (Op) {
  case AtomicOp::Add: return "add";
  case AtomicOp::Sub: return "sub";
  case AtomicOp::Min: return "min";
  case AtomicOp::Max: return "max";
  case AtomicOp::And: return "and";
  case AtomicOp::Or: return "or";
  case AtomicOp::Xor: return "xor";
  case AtomicOp::Exch: return "exch";
  case AtomicOp::Cas: return "cas";
  case AtomicOp::CasWeak: return "cas";
  case AtomicOp::Inc: return "inc";
  case AtomicOp::Dec: return "dec";
  }
  return "";
}

// "Add" as in atomicAdd, "CAS" as in atomicCAS.
std::string capitalized(AtomicOp Op) {
  if (Op == AtomicOp::Cas || Op == AtomicOp::CasWeak)
    return "CAS";
  std::string Name = opSuffix(Op);
  Name[0] = static_cast<char>(Name[0] - 'a' + 'A');
  return Name;
}

// The atomic_ref member: "fetch_add", "exchange", "compare_exchange_weak".
std::string memberName(AtomicOp Op) {
  switch (Op) {
  case AtomicOp::Exch: return "exchange";
  case AtomicOp::Cas: return "compare_exchange_strong";
  case AtomicOp::CasWeak: return "compare_exchange_weak";
  default: return std::string("fetch_") + opSuffix(Op);
  }
}

// "atomicExch_block" without its scope: its operation and scope, for
// \p Ops only.
std::optional<AtomicFunction>
classifyFunctionName(llvm::StringRef Name,
                     std::initializer_list<AtomicOp> Ops) {
  AtomicScope Scope = AtomicScope::Device;
  if (Name.consume_back("_block"))
    Scope = AtomicScope::Block;
  else if (Name.consume_back("_system"))
    Scope = AtomicScope::System;
  if (!Name.consume_front("atomic"))
    return std::nullopt;
  for (AtomicOp Op : Ops)
    if (Name == capitalized(Op))
      return AtomicFunction{Op, Scope};
  return std::nullopt;
}

constexpr std::initializer_list<AtomicOp> Reductions = {
    AtomicOp::Add, AtomicOp::Sub, AtomicOp::Min, AtomicOp::Max,
    AtomicOp::And, AtomicOp::Or,  AtomicOp::Xor};

const char *scopeSuffix(AtomicScope S) {
  switch (S) {
  case AtomicScope::Device: return "";
  case AtomicScope::Block: return "_block";
  case AtomicScope::System: return "_system";
  case AtomicScope::Thread: return "";
  }
  return "";
}

// Whether the runtime takes atomic_ref's fetch_sub on float, double and
// unsigned long long (as an add of the negated value): CUDA has no atomicSub
// for them, libcu++ has fetch_sub. The one switch for it (on: the runtime's
// atomic_ref.cuh does so).
constexpr bool RuntimeHasSubAsNegatedAdd = true;

// The value types the runtime aggregates. For CUDA's functions they mirror
// CUDA's own overloads (CUDA already rejected any other type, so this is a
// guard against headers newer than the runtime); for atomic_ref, whose value
// type is anything libcu++ takes, they are the whole check.
enum class ValueKind { Int, Unsigned, LongLong, ULongLong, Float, Double,
                       Half, Half2, BFloat16, BFloat162, Float2, Float4,
                       Other };

ValueKind classifyValue(QualType T) {
  T = T.getCanonicalType().getUnqualifiedType();
  if (const auto *B = T->getAs<BuiltinType>()) {
    switch (B->getKind()) {
    case BuiltinType::Int: return ValueKind::Int;
    case BuiltinType::UInt: return ValueKind::Unsigned;
    case BuiltinType::LongLong: return ValueKind::LongLong;
    case BuiltinType::ULongLong: return ValueKind::ULongLong;
    case BuiltinType::Float: return ValueKind::Float;
    case BuiltinType::Double: return ValueKind::Double;
    default: return ValueKind::Other;
    }
  }
  // CUDA's vector and 16-bit float types, not a project's of that name.
  if (const auto *R = T->getAsRecordDecl()) {
    if (!isToolchainDecl(R))
      return ValueKind::Other;
    return llvm::StringSwitch<ValueKind>(R->getName())
        .Case("__half", ValueKind::Half)
        .Case("__half2", ValueKind::Half2)
        .Case("__nv_bfloat16", ValueKind::BFloat16)
        .Case("__nv_bfloat162", ValueKind::BFloat162)
        .Case("float2", ValueKind::Float2)
        .Case("float4", ValueKind::Float4)
        .Default(ValueKind::Other);
  }
  return ValueKind::Other;
}

const char *valueName(ValueKind K) {
  switch (K) {
  case ValueKind::Int: return "int";
  case ValueKind::Unsigned: return "unsigned";
  case ValueKind::LongLong: return "long long";
  case ValueKind::ULongLong: return "unsigned long long";
  case ValueKind::Float: return "float";
  case ValueKind::Double: return "double";
  case ValueKind::Half: return "__half";
  case ValueKind::Half2: return "__half2";
  case ValueKind::BFloat16: return "__nv_bfloat16";
  case ValueKind::BFloat162: return "__nv_bfloat162";
  case ValueKind::Float2: return "float2";
  case ValueKind::Float4: return "float4";
  case ValueKind::Other: return "";
  }
  return "";
}

bool isIntegral(ValueKind K) {
  return K == ValueKind::Int || K == ValueKind::Unsigned ||
         K == ValueKind::LongLong || K == ValueKind::ULongLong;
}

// The runtime's table (runtime/include/warpagg/ops.cuh), which is CUDA's:
// add of 16-bit floating point types exists at device scope only, and add of
// float2/float4 (sm_90) wherever CUDA declares it.
bool runtimeSupports(AtomicFunction F, ValueKind K) {
  switch (F.Op) {
  case AtomicOp::Add:
    switch (K) {
    case ValueKind::LongLong:
    case ValueKind::Other:
      return false;
    case ValueKind::Half:
    case ValueKind::Half2:
    case ValueKind::BFloat16:
    case ValueKind::BFloat162:
      return F.Scope == AtomicScope::Device;
    case ValueKind::Float2:
    case ValueKind::Float4:
      return F.Api == AtomicApi::Function;
    default:
      return true;
    }
  case AtomicOp::Sub:
    if (K == ValueKind::Float || K == ValueKind::Double ||
        K == ValueKind::ULongLong)
      return RuntimeHasSubAsNegatedAdd && F.Api != AtomicApi::Function;
    return K == ValueKind::Int || K == ValueKind::Unsigned;
  case AtomicOp::Min:
  case AtomicOp::Max:
  case AtomicOp::And:
  case AtomicOp::Or:
  case AtomicOp::Xor:
    return isIntegral(K);
  case AtomicOp::Exch:
  case AtomicOp::Cas:
  case AtomicOp::CasWeak:
  case AtomicOp::Inc:
  case AtomicOp::Dec:
    return false; // no runtime form: not reductions
  }
  return false;
}

} // namespace

bool isReduction(AtomicOp Op) {
  return llvm::is_contained(Reductions, Op);
}

std::optional<AtomicFunction> classifyAtomicName(llvm::StringRef Name) {
  return classifyFunctionName(Name, Reductions);
}

std::optional<AtomicOp> classifyFetchName(llvm::StringRef Name) {
  for (AtomicOp Op : Reductions)
    if (Name == memberName(Op))
      return Op;
  return std::nullopt;
}

std::optional<AtomicFunction>
classifyNonReductionName(llvm::StringRef Name) {
  return classifyFunctionName(
      Name, {AtomicOp::Exch, AtomicOp::Cas, AtomicOp::Inc, AtomicOp::Dec});
}

std::optional<AtomicOp> classifyNonReductionMember(llvm::StringRef Name) {
  for (AtomicOp Op : {AtomicOp::Exch, AtomicOp::Cas, AtomicOp::CasWeak})
    if (Name == memberName(Op))
      return Op;
  return std::nullopt;
}

std::string whyNotAggregated(AtomicFunction F) {
  std::string Head = cudaName(F) + " cannot be aggregated: ";
  switch (F.Op) {
  case AtomicOp::Exch:
    return Head + "an exchange is not a reduction (each lane stores its own "
                  "value and gets back the one stored before it; the last "
                  "store wins)";
  case AtomicOp::Cas:
  case AtomicOp::CasWeak:
    return Head + "a compare-and-swap is not a reduction (it stores only "
                  "where the old value matches, and each lane acts on its "
                  "own result: the building block of locks and lock-free "
                  "loops)";
  case AtomicOp::Inc:
    return Head + "its increment wraps to 0 past its second argument "
                  "((old >= limit) ? 0 : old + 1), so several lanes' "
                  "increments are not one add";
  case AtomicOp::Dec:
    return Head + "its decrement wraps to its second argument at 0 "
                  "((old == 0 || old > limit) ? limit : old - 1), so several "
                  "lanes' decrements are not one subtraction";
  default:
    return Head + "not a reduction";
  }
}

std::string cudaName(AtomicFunction F) {
  if (F.Api == AtomicApi::AtomicRef)
    return "cuda::atomic_ref::" + memberName(F.Op);
  if (F.Api == AtomicApi::StdAtomicRef)
    return "cuda::std::atomic_ref::" + memberName(F.Op);
  return "atomic" + capitalized(F.Op) + scopeSuffix(F.Scope);
}

std::string runtimeName(AtomicFunction F, bool ResultUsed) {
  return std::string("warpagg::") + (ResultUsed ? "atomic_" : "reduce_") +
         opSuffix(F.Op) +
         (F.Api == AtomicApi::Function ? scopeSuffix(F.Scope) : "");
}

std::optional<std::string> supportedTypeName(AtomicFunction F,
                                             QualType Value) {
  ValueKind K = classifyValue(Value);
  if (!runtimeSupports(F, K))
    return std::nullopt;
  return std::string(valueName(K));
}

} // namespace warpagg
