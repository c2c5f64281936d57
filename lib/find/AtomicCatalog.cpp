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
  }
  return "";
}

// "Add" as in atomicAdd.
std::string capitalized(AtomicOp Op) {
  std::string Name = opSuffix(Op);
  Name[0] = static_cast<char>(Name[0] - 'a' + 'A');
  return Name;
}

// The operation spelled "add" (or "Add" when \p Capitalized).
std::optional<AtomicOp> opNamed(llvm::StringRef Name, bool Capitalized) {
  for (AtomicOp Op : {AtomicOp::Add, AtomicOp::Sub, AtomicOp::Min,
                      AtomicOp::Max, AtomicOp::And, AtomicOp::Or,
                      AtomicOp::Xor})
    if (Name == (Capitalized ? capitalized(Op) : std::string(opSuffix(Op))))
      return Op;
  return std::nullopt;
}

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
  }
  return false;
}

} // namespace

std::optional<AtomicFunction> classifyAtomicName(llvm::StringRef Name) {
  AtomicScope Scope = AtomicScope::Device;
  if (Name.consume_back("_block"))
    Scope = AtomicScope::Block;
  else if (Name.consume_back("_system"))
    Scope = AtomicScope::System;
  std::optional<AtomicOp> Op =
      Name.consume_front("atomic") ? opNamed(Name, true) : std::nullopt;
  if (!Op)
    return std::nullopt;
  return AtomicFunction{*Op, Scope};
}

std::optional<AtomicOp> classifyFetchName(llvm::StringRef Name) {
  return Name.consume_front("fetch_") ? opNamed(Name, false) : std::nullopt;
}

std::string cudaName(AtomicFunction F) {
  if (F.Api == AtomicApi::AtomicRef)
    return std::string("cuda::atomic_ref::fetch_") + opSuffix(F.Op);
  if (F.Api == AtomicApi::StdAtomicRef)
    return std::string("cuda::std::atomic_ref::fetch_") + opSuffix(F.Op);
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
