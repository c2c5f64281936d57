// Execution tests of the *_or_overload entry points (or_overload.cuh): the
// call a template site gets when some instantiations call CUDA's atomic
// (aggregated here) and others a project's own overload (called here, as
// the original call did). The project's overloads count their calls, so a
// test fails if a value type takes the wrong path.
#include <cuda_runtime.h>

#include <algorithm>
#include <type_traits>

// A project's global overload for a fundamental type (int64_t is long on
// Linux; CUDA has no atomicAdd for it), declared before the runtime: found
// by the fallback's ordinary lookup (a fundamental type has no
// argument-dependent lookup).
__device__ unsigned long long wt_long_calls;
__device__ inline long atomicAdd(long* a, long v) {
  atomicAdd(&wt_long_calls, 1ull);
  return static_cast<long>(
      atomicAdd(reinterpret_cast<unsigned long long*>(a), static_cast<unsigned long long>(v)));
}

#include "exec.cuh"

// A project's value type with its overloads in its own namespace, declared
// after the runtime: found by argument-dependent lookup at instantiation.
namespace wtp {
struct fixed {
  int raw;
};
__device__ unsigned long long calls;
__device__ inline fixed atomicAdd(fixed* a, fixed v) {
  ::atomicAdd(&calls, 1ull);
  return fixed{::atomicAdd(&a->raw, v.raw)};
}
__device__ inline fixed atomicAdd_block(fixed* a, fixed v) {
  ::atomicAdd(&calls, 1ull);
  return fixed{::atomicAdd_block(&a->raw, v.raw)};
}
__device__ inline void atomicMax(fixed* a, fixed v) {
  ::atomicAdd(&calls, 1ull);
  ::atomicMax(&a->raw, v.raw);
}
}  // namespace wtp

namespace wt {
namespace {

using warpagg::detail::aggregated;
using warpagg::detail::op_add;
using warpagg::detail::op_max;
using warpagg::detail::scope_block;
using warpagg::detail::scope_device;
static_assert(aggregated<op_add, scope_device, float*> && aggregated<op_add, scope_device, double*&> &&
                  aggregated<op_add, scope_block, int* const&> &&
                  aggregated<op_max, scope_device, unsigned long long*>,
              "CUDA's types take the aggregated path");
static_assert(!aggregated<op_add, scope_device, long*> && !aggregated<op_add, scope_device, wtp::fixed*> &&
                  !aggregated<op_max, scope_device, float*>,
              "types without a runtime form take the overload");

template <class T> int raw_of(T v) { return static_cast<int>(v); }
int raw_of(wtp::fixed v) { return v.raw; }
template <class T> T from_raw(int r) { return static_cast<T>(r); }
template <> wtp::fixed from_raw<wtp::fixed>(int r) { return wtp::fixed{r}; }

// The *_callback forms pass the lambda the tool writes (a call made where
// the call is written: issue 24, item 5).
enum class form { reduce, atomic, reduce_block, max, reduce_callback, atomic_callback };

// Lane i adds (or maxes) val[i] into out[key[i]]; `skip_odd` makes the call
// divergent. The atomic form stores what each lane got back.
template <form F, class T>
__global__ void scatter(T* out, const int* key, const T* val, T* old, int n, bool skip_odd) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || (skip_odd && (i & 1))) return;
  if constexpr (F == form::reduce) {
    warpagg::reduce_add_or_overload(&out[key[i]], val[i]);
  } else if constexpr (F == form::atomic) {
    old[i] = warpagg::atomic_add_or_overload(&out[key[i]], val[i]);
  } else if constexpr (F == form::reduce_block) {
    warpagg::reduce_add_block_or_overload(out + key[i], val[i]);
  } else if constexpr (F == form::reduce_callback) {
    warpagg::reduce_add_or_overload(&out[key[i]], val[i], [](auto &&wa_p, auto &&wa_v) -> decltype(auto) { return atomicAdd(static_cast<decltype(wa_p)>(wa_p), static_cast<decltype(wa_v)>(wa_v)); });
  } else if constexpr (F == form::atomic_callback) {
    old[i] = warpagg::atomic_add_or_overload(&out[key[i]], val[i], [](auto &&wa_p, auto &&wa_v) -> decltype(auto) { return atomicAdd(static_cast<decltype(wa_p)>(wa_p), static_cast<decltype(wa_v)>(wa_v)); });
  } else {
    warpagg::reduce_max_or_overload(&out[key[i]], val[i]);
  }
}

unsigned long long read_calls(bool project_namespace) {
  unsigned long long c = 0;
  if (project_namespace)
    CUDA_CHECK(cudaMemcpyFromSymbol(&c, wtp::calls, sizeof c));
  else
    CUDA_CHECK(cudaMemcpyFromSymbol(&c, wt_long_calls, sizeof c));
  return c;
}
void reset_calls() {
  const unsigned long long zero = 0;
  CUDA_CHECK(cudaMemcpyToSymbol(wtp::calls, &zero, sizeof zero));
  CUDA_CHECK(cudaMemcpyToSymbol(wt_long_calls, &zero, sizeof zero));
}

// One launch against a CPU reference. Values are small integers, so float
// and double sums are exact in any order. Expected overload calls: one per
// active lane where T has no runtime form, none otherwise.
template <form F, class T>
void run_one(report& rep, const char* type, int n, int keys, bool sorted, bool skip_odd, uint64_t seed) {
  rng g(seed);
  std::vector<int> key(n);
  std::vector<T> val(n), init(keys);
  for (int i = 0; i < n; ++i) {
    key[i] = sorted ? static_cast<int>(static_cast<long long>(i) * keys / n) : static_cast<int>(g.next() % keys);
    // Ones for the returning form: each key's old values are then exactly
    // init, init + 1, ... in some order.
    val[i] = from_raw<T>((F == form::atomic || F == form::atomic_callback) ? 1 : static_cast<int>(g.next() % 7) - (F == form::max ? 3 : 0));
  }
  for (int k = 0; k < keys; ++k) init[k] = from_raw<T>(F == form::max ? -100 : k);
  std::vector<long long> ref(keys);
  std::vector<std::vector<int>> got_old(keys);
  for (int k = 0; k < keys; ++k) ref[k] = raw_of(init[k]);
  long long active = 0;
  for (int i = 0; i < n; ++i) {
    if (skip_odd && (i & 1)) continue;
    ++active;
    const long long v = raw_of(val[i]);
    ref[key[i]] = F == form::max ? std::max(ref[key[i]], v) : ref[key[i]] + v;
  }
  T *d_out, *d_val, *d_old;
  int* d_key;
  CUDA_CHECK(cudaMalloc(&d_out, sizeof(T) * keys));
  CUDA_CHECK(cudaMalloc(&d_val, sizeof(T) * n));
  CUDA_CHECK(cudaMalloc(&d_old, sizeof(T) * n));
  CUDA_CHECK(cudaMalloc(&d_key, sizeof(int) * n));
  CUDA_CHECK(cudaMemcpy(d_out, init.data(), sizeof(T) * keys, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_val, val.data(), sizeof(T) * n, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_key, key.data(), sizeof(int) * n, cudaMemcpyHostToDevice));
  reset_calls();
  scatter<F, T><<<(n + 255) / 256, 256>>>(d_out, d_key, d_val, d_old, n, skip_odd);
  CUDA_CHECK_LAUNCH();
  std::vector<T> out(keys), old(n);
  CUDA_CHECK(cudaMemcpy(out.data(), d_out, sizeof(T) * keys, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(old.data(), d_old, sizeof(T) * n, cudaMemcpyDeviceToHost));
  const bool project = std::is_same<T, wtp::fixed>::value;
  const bool has_overload = project || std::is_same<T, long>::value;
  const unsigned long long calls = read_calls(project);
  const unsigned long long want_calls = has_overload ? static_cast<unsigned long long>(active) : 0;
  std::string bad;
  for (int k = 0; k < keys && bad.empty(); ++k)
    if (raw_of(out[k]) != ref[k])
      bad = "out[" + std::to_string(k) + "] = " + std::to_string(raw_of(out[k])) + ", want " +
            std::to_string(ref[k]);
  if (bad.empty() && calls != want_calls)
    bad = "overload called " + std::to_string(calls) + " times, want " + std::to_string(want_calls);
  if (bad.empty() && (F == form::atomic || F == form::atomic_callback)) {
    for (int i = 0; i < n; ++i)
      if (!(skip_odd && (i & 1))) got_old[key[i]].push_back(raw_of(old[i]));
    for (int k = 0; k < keys && bad.empty(); ++k) {
      std::sort(got_old[k].begin(), got_old[k].end());
      for (size_t j = 0; j < got_old[k].size(); ++j)
        if (got_old[k][j] != raw_of(init[k]) + static_cast<int>(j)) {
          bad = "key " + std::to_string(k) + ": returned values are not init, init+1, ...";
          break;
        }
    }
  }
  ++rep.tests;
  if (!bad.empty())
    rep.fail(std::string("or_overload form ") + std::to_string(static_cast<int>(F)) + " " + type + " n=" +
             std::to_string(n) + " keys=" + std::to_string(keys) + (sorted ? " sorted" : " random") +
             (skip_odd ? " odd lanes skip" : "") + ": " + bad);
  CUDA_CHECK(cudaFree(d_out));
  CUDA_CHECK(cudaFree(d_val));
  CUDA_CHECK(cudaFree(d_old));
  CUDA_CHECK(cudaFree(d_key));
}

template <form F, class T> void run_shapes(report& rep, const options& opt, const char* type) {
  const int n = opt.quick ? 1000 + 13 : opt.n;
  uint64_t seed = opt.seed;
  for (int keys : {1, 16, 4096})
    for (bool sorted : {false, true})
      for (bool skip_odd : {false, true})
        run_one<F, T>(rep, type, n, keys, sorted, skip_odd, seed++);
}

}  // namespace

void group_or_overload(report& rep, const options& opt) {
  run_shapes<form::reduce, float>(rep, opt, "float");
  run_shapes<form::reduce, double>(rep, opt, "double");
  run_shapes<form::reduce, long>(rep, opt, "long (global overload)");
  run_shapes<form::reduce, wtp::fixed>(rep, opt, "wtp::fixed (ADL)");
  run_shapes<form::reduce_callback, float>(rep, opt, "float (callback)");
  run_shapes<form::reduce_callback, long>(rep, opt, "long (global overload, callback)");
  run_shapes<form::reduce_callback, wtp::fixed>(rep, opt, "wtp::fixed (ADL, callback)");
  run_shapes<form::atomic_callback, long>(rep, opt, "long (global overload, callback)");
  run_shapes<form::atomic, int>(rep, opt, "int");
  run_shapes<form::atomic, long>(rep, opt, "long (global overload)");
  run_shapes<form::atomic, wtp::fixed>(rep, opt, "wtp::fixed (ADL)");
  run_shapes<form::reduce_block, unsigned>(rep, opt, "unsigned");
  run_shapes<form::reduce_block, wtp::fixed>(rep, opt, "wtp::fixed (ADL)");
  run_shapes<form::max, int>(rep, opt, "int");
  run_shapes<form::max, wtp::fixed>(rep, opt, "wtp::fixed (ADL)");
}

}  // namespace wt
