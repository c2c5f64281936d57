//===- AtomicCatalog.cpp --------------------------------------------------===//
#include "warpagg/AtomicCatalog.h"

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

const char *scopeSuffix(AtomicScope S) {
  switch (S) {
  case AtomicScope::Device: return "";
  case AtomicScope::Block: return "_block";
  case AtomicScope::System: return "_system";
  }
  return "";
}

// The value types the runtime aggregates. They mirror CUDA's own overloads:
// CUDA already rejected any other type, so this is a guard against headers
// newer than the runtime.
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
  if (const auto *R = T->getAsRecordDecl()) {
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
    default:
      return true;
    }
  case AtomicOp::Sub:
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
      llvm::StringSwitch<std::optional<AtomicOp>>(Name)
          .Case("atomicAdd", AtomicOp::Add)
          .Case("atomicSub", AtomicOp::Sub)
          .Case("atomicMin", AtomicOp::Min)
          .Case("atomicMax", AtomicOp::Max)
          .Case("atomicAnd", AtomicOp::And)
          .Case("atomicOr", AtomicOp::Or)
          .Case("atomicXor", AtomicOp::Xor)
          .Default(std::nullopt);
  if (!Op)
    return std::nullopt;
  return AtomicFunction{*Op, Scope};
}

std::string cudaName(AtomicFunction F) {
  std::string Op = opSuffix(F.Op);
  Op[0] = static_cast<char>(Op[0] - 'a' + 'A');
  return "atomic" + Op + scopeSuffix(F.Scope);
}

std::string runtimeName(AtomicFunction F, bool ResultUsed) {
  return std::string("warpagg::") + (ResultUsed ? "atomic_" : "reduce_") +
         opSuffix(F.Op) + scopeSuffix(F.Scope);
}

std::optional<std::string> supportedTypeName(AtomicFunction F,
                                             QualType Value) {
  ValueKind K = classifyValue(Value);
  if (!runtimeSupports(F, K))
    return std::nullopt;
  return std::string(valueName(K));
}

} // namespace warpagg
