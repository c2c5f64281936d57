// Execution tests: floating-point special values (-0.0, NaN, infinities) and
// the stream-compaction counter idx = atomic_add(&n, 1).
#include "exec.cuh"

namespace wt {
namespace {

// Each of n lanes adds vals[i] to table[keys[i]] (full warps and a partial one).
template <warpagg::strategy S, bool Ret, class T>
__global__ void add_kernel(T* table, const int* keys, const T* vals, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) call<S, op_id::add, scope::dev, Ret>(table + keys[i], vals[i]);
}

template <warpagg::strategy S, class T>
__global__ void compact_kernel(T* counter, const unsigned char* pred, int* out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && pred[i]) {
    const T idx = warpagg::atomic_add<S>(counter, 1);
    out[static_cast<long long>(idx)] = i;
  }
}

template <class T> bool same_special(T a, T b) {  // bitwise, but any NaN equals any NaN
  const double x = traits<T>::get(a, 0), y = traits<T>::get(b, 0);
  if (std::isnan(x) || std::isnan(y)) return std::isnan(x) && std::isnan(y);
  return bits_of(a) == bits_of(b);
}

template <warpagg::strategy S, bool Ret, class T> void specials(report& rep) {
  const double inf = INFINITY, nan = NAN;
  struct scenario {
    const char* name;
    double init, lane_val, odd_val;  // every lane adds lane_val, lane 5 adds odd_val
    int keys_mod;                    // key = lane % keys_mod
  } sc[] = {
      {"-0 + -0...", -0.0, -0.0, -0.0, 1}, {"-0 + -0 (4 keys)", -0.0, -0.0, -0.0, 4},
      {"NaN in one lane", 1.0, 1.0, nan, 1}, {"NaN, 4 keys", 1.0, 1.0, nan, 4},
      {"+inf in one lane", 0.0, 1.0, inf, 1}, {"+inf and -inf", inf, 1.0, -inf, 1},
      {"-inf table", -inf, 1.0, 2.0, 2},
  };
  for (const auto& s : sc) {
    if (S == warpagg::strategy::uniform && s.keys_mod != 1) continue;  // its precondition
    const int n = 45;  // one full warp and a partial one
    std::vector<int> keys(n);
    std::vector<T> vals(n), init(4, traits<T>::make(s.init, s.init));
    for (int i = 0; i < n; ++i) {
      keys[i] = i % s.keys_mod;
      const double v = (i % 32) == 5 ? s.odd_val : s.lane_val;
      vals[i] = traits<T>::make(v, v);
    }
    T* d_t;
    T* d_v;
    int* d_k;
    CUDA_CHECK(cudaMalloc(&d_t, sizeof(T) * 4));
    CUDA_CHECK(cudaMalloc(&d_v, sizeof(T) * n));
    CUDA_CHECK(cudaMalloc(&d_k, sizeof(int) * n));
    CUDA_CHECK(cudaMemcpy(d_t, init.data(), sizeof(T) * 4, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_v, vals.data(), sizeof(T) * n, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_k, keys.data(), sizeof(int) * n, cudaMemcpyHostToDevice));
    add_kernel<S, Ret, T><<<1, 64>>>(d_t, d_k, d_v, n);
    CUDA_CHECK_LAUNCH();
    std::vector<T> got(4);
    CUDA_CHECK(cudaMemcpy(got.data(), d_t, sizeof(T) * 4, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(d_t));
    CUDA_CHECK(cudaFree(d_v));
    CUDA_CHECK(cudaFree(d_k));
    // Reference: serial adds in T's own precision (exact for these values).
    std::vector<T> ref = init;
    for (int i = 0; i < n; ++i) ref[keys[i]] = host_op(op_id::add, ref[keys[i]], vals[i]);
    ++rep.tests;
    for (int k = 0; k < 4; ++k)
      if (!same_special(got[k], ref[k])) {
        rep.fail(std::string("special ") + s.name + " " + (Ret ? "atomic_add<" : "reduce_add<") +
                 strategy_name(S) + ">(" + traits<T>::name() + ") key " + std::to_string(k) + ": got " +
                 std::to_string(traits<T>::get(got[k], 0)) + " want " + std::to_string(traits<T>::get(ref[k], 0)));
        break;
      }
  }
}

template <warpagg::strategy S, class T> void compaction(report& rep, const options& opt) {
  const int n = opt.quick ? 50000 : 4000037;
  rng g(opt.seed * 31 + static_cast<uint64_t>(S) * 7 + sizeof(T));
  std::vector<unsigned char> pred(n);
  long expect = 0;
  for (auto& p : pred) expect += (p = g.below(10) < 3);
  unsigned char* d_p;
  int* d_out;
  T* d_c;
  CUDA_CHECK(cudaMalloc(&d_p, n));
  CUDA_CHECK(cudaMalloc(&d_out, sizeof(int) * n));
  CUDA_CHECK(cudaMalloc(&d_c, sizeof(T)));
  CUDA_CHECK(cudaMemcpy(d_p, pred.data(), n, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(d_out, 0xff, sizeof(int) * n));
  CUDA_CHECK(cudaMemset(d_c, 0, sizeof(T)));
  compact_kernel<S, T><<<(n + 255) / 256, 256>>>(d_c, d_p, d_out, n);
  CUDA_CHECK_LAUNCH();
  T count;
  std::vector<int> out(n);
  CUDA_CHECK(cudaMemcpy(&count, d_c, sizeof(T), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(out.data(), d_out, sizeof(int) * n, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(d_p));
  CUDA_CHECK(cudaFree(d_out));
  CUDA_CHECK(cudaFree(d_c));
  ++rep.tests;
  std::vector<char> seen(n, 0);
  bool ok = static_cast<long>(count) == expect;
  for (long i = 0; ok && i < n; ++i) {
    if (i < expect) {  // dense: every index below count written once, with a selected element
      const int e = out[i];
      ok = e >= 0 && e < n && pred[e] && !seen[e];
      if (ok) seen[e] = 1;
    } else {
      ok = out[i] == -1;
    }
  }
  if (!ok)
    rep.fail(std::string("compaction idx = atomic_add<") + strategy_name(S) + ">(" + traits<T>::name() +
             "*, 1): count " + std::to_string(static_cast<long>(count)) + " want " + std::to_string(expect) +
             " or indices not distinct/dense");
}

// Addresses 4 GiB apart share their low 32 bits: lanes hitting table[k] and
// table[k + 2^30] (int) must not be taken for peers by a 32-bit match.
template <warpagg::strategy S, bool Ret>
__global__ void alias_kernel(int* base, int* out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const long long far = (i & 1) ? (1ll << 30) : 0;  // odd lanes: 4 GiB further
  const int r = call<S, op_id::add, scope::dev, Ret>(base + far + (i >> 3) % 4, i + 1);
  if (Ret) out[i] = r;
}

template <warpagg::strategy S, bool Ret> void alias_4gib(report& rep, int* d_base) {
  const int n = 1000;
  const size_t span = (1ull << 30) + 4;  // ints
  int* d_out;
  CUDA_CHECK(cudaMalloc(&d_out, sizeof(int) * n));
  CUDA_CHECK(cudaMemset(d_base, 0, 4 * sizeof(int)));
  CUDA_CHECK(cudaMemset(d_base + (span - 4), 0, 4 * sizeof(int)));
  alias_kernel<S, Ret><<<(n + 127) / 128, 128>>>(d_base, d_out, n);
  CUDA_CHECK_LAUNCH();
  int got[8];
  CUDA_CHECK(cudaMemcpy(got, d_base, 4 * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(got + 4, d_base + (span - 4), 4 * sizeof(int), cudaMemcpyDeviceToHost));
  std::vector<int> out(n);
  CUDA_CHECK(cudaMemcpy(out.data(), d_out, sizeof(int) * n, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(d_out));
  long want[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  std::vector<std::pair<int, int>> rv[8];
  for (int i = 0; i < n; ++i) {
    const int slot = ((i & 1) ? 4 : 0) + (i >> 3) % 4;
    want[slot] += i + 1;
    rv[slot].emplace_back(out[i], i + 1);
  }
  ++rep.tests;
  bool ok = true;
  for (int s = 0; s < 8; ++s) {
    ok = ok && got[s] == want[s];
    if (Ret) ok = ok && serial_order_exact<int>(op_id::add, 0, got[s], rv[s]);
  }
  if (!ok)
    rep.fail(std::string("4 GiB-apart aliases ") + (Ret ? "atomic_add<" : "reduce_add<") + strategy_name(S) +
             ">(int): wrong totals or returned values");
}

// A graph SpMM's shape in 2-D blocks: out[dst[ty] * F + tx] += v, rows of
// one edge list, some destinations repeated (so rows do collide). Widths a
// multiple of 32 (one row per warp: distinct_in_rows issues plain atomics),
// and 16 and 48 (rows share warps: the per-warp test and its fallback), with
// a partial last row of edges. Every total checked exactly.
template <warpagg::strategy S, bool Ret>
__global__ void rows_2d_kernel(int* out, const int* dst, int edges, int F, int* ret) {
  int ty = blockIdx.y * blockDim.y + threadIdx.y;
  while (ty < edges) {
    const int v = dst[ty];
    int tx = blockIdx.x * blockDim.x + threadIdx.x;
    while (tx < F) {
      const int r = call<S, op_id::add, scope::dev, Ret>(out + v * F + tx, ty + 1);
      if (Ret) atomicAdd(ret, r >= 0 ? 1 : 0);
      tx += blockDim.x * gridDim.x;
    }
    ty += blockDim.y * gridDim.y;
  }
}

template <warpagg::strategy S> void rows_2d(report& rep) {
  const int edges = 1001, rows = 97;
  std::vector<int> dst(edges);
  unsigned seed = 12345u;
  for (int& d : dst) d = static_cast<int>((seed = seed * 1664525u + 1013904223u) >> 8) % rows;
  int* d_dst = upload(dst);
  for (int F : {64, 16, 48, 40}) {
    for (dim3 block : {dim3(32, 8), dim3(64, 4), dim3(16, 16), dim3(48, 4)}) {
      std::vector<long long> want(static_cast<size_t>(rows) * F, 0);
      for (int e = 0; e < edges; ++e)
        for (int x = 0; x < F; ++x) want[static_cast<size_t>(dst[e]) * F + x] += e + 1;
      int* d_out = alloc<int>(static_cast<size_t>(rows) * F);
      int* d_ret = alloc<int>(1);
      CUDA_CHECK(cudaMemset(d_out, 0, sizeof(int) * rows * F));
      CUDA_CHECK(cudaMemset(d_ret, 0, sizeof(int)));
      const dim3 grid((F + block.x - 1) / block.x, 37);
      rows_2d_kernel<S, false><<<grid, block>>>(d_out, d_dst, edges, F, d_ret);
      CUDA_CHECK_LAUNCH();
      rows_2d_kernel<S, true><<<grid, block>>>(d_out, d_dst, edges, F, d_ret);
      CUDA_CHECK_LAUNCH();
      std::vector<int> got = download(d_out, static_cast<size_t>(rows) * F);
      const int calls = download(d_ret, 1)[0];
      ++rep.tests;
      bool ok = calls == edges * F;
      for (size_t i = 0; i < got.size(); ++i) ok = ok && got[i] == 2 * want[i];
      if (!ok)
        rep.fail(std::string("rows_2d<") + strategy_name(S) + ">: F " + std::to_string(F) + ", block " +
                 std::to_string(block.x) + "x" + std::to_string(block.y) + ": wrong totals");
      CUDA_CHECK(cudaFree(d_out));
      CUDA_CHECK(cudaFree(d_ret));
    }
  }
  CUDA_CHECK(cudaFree(d_dst));
}

// An embedding backward's gradient rows, out[tok[i / C] * C + i % C] += i + 1,
// with warpagg::distinct_if: the tool's condition C >= 32 (rows of 48 and
// 768: each lane its own atomic; 16 and 5: several rows a warp, tokens
// repeating, the strategy's path) and a condition that differs between
// lanes (i odd), which is outside the precondition but must stay correct.
// Lanes with i % 7 == 3 skip the call (divergent warps); n leaves a partial
// last warp. Ret: the atomic_* form (its result is counted, not checked: any
// old value is valid for a lane that issues its own atomic).
template <warpagg::strategy S, bool Ret>
__global__ void embedding_rows_kernel(int* out, const int* tok, int n, int C, bool lane_condition, int* calls) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || i % 7 == 3) return;
  int* p = out + tok[i / C] * C + i % C;
  const warpagg::distinct_if distinct(lane_condition ? (i & 1) != 0 : C >= 32);
  if constexpr (Ret) {
    const int old = warpagg::atomic_add<S>(p, i + 1, distinct);
    atomicAdd(calls, old >= 0 ? 1 : 0);
  } else {
    warpagg::reduce_add<S>(p, i + 1, distinct);
  }
}

template <warpagg::strategy S> void embedding_rows(report& rep) {
  for (int C : {48, 768, 16, 5})
    for (bool lane_condition : {false, true}) {
      const int rows = 211, vocab = 7, n = rows * C;
      std::vector<int> tok(rows);
      unsigned seed = 777u + static_cast<unsigned>(C);
      for (int& t : tok) t = static_cast<int>((seed = seed * 1664525u + 1013904223u) >> 8) % vocab;
      std::vector<long long> want(static_cast<size_t>(vocab) * C, 0);
      int skipped = 0;
      for (int i = 0; i < n; ++i) {
        if (i % 7 == 3) {
          ++skipped;
          continue;
        }
        want[static_cast<size_t>(tok[i / C]) * C + i % C] += 2 * (i + 1);  // both launches add
      }
      int* d_tok = upload(tok);
      int* d_out = alloc<int>(want.size());
      int* d_calls = alloc<int>(1);
      CUDA_CHECK(cudaMemset(d_out, 0, sizeof(int) * want.size()));
      CUDA_CHECK(cudaMemset(d_calls, 0, sizeof(int)));
      embedding_rows_kernel<S, false><<<(n + 255) / 256, 256>>>(d_out, d_tok, n, C, lane_condition, d_calls);
      CUDA_CHECK_LAUNCH();
      embedding_rows_kernel<S, true><<<(n + 127) / 128, 128>>>(d_out, d_tok, n, C, lane_condition, d_calls);
      CUDA_CHECK_LAUNCH();
      std::vector<int> got = download(d_out, want.size());
      ++rep.tests;
      bool ok = download(d_calls, 1)[0] == n - skipped;
      for (size_t k = 0; k < got.size(); ++k) ok = ok && got[k] == want[k];
      if (!ok)
        rep.fail(std::string("embedding_rows<") + strategy_name(S) + ">: C " + std::to_string(C) +
                 (lane_condition ? ", lane condition" : "") + ": wrong totals or calls");
      CUDA_CHECK(cudaFree(d_tok));
      CUDA_CHECK(cudaFree(d_out));
      CUDA_CHECK(cudaFree(d_calls));
    }
}

template <warpagg::strategy S> void for_strategy(report& rep, const options& opt) {
  specials<S, false, float>(rep);
  specials<S, true, float>(rep);
  specials<S, false, double>(rep);
  specials<S, true, double>(rep);
  specials<S, false, __half>(rep);
  specials<S, true, __nv_bfloat16>(rep);
  compaction<S, int>(rep, opt);
  compaction<S, unsigned>(rep, opt);
  compaction<S, unsigned long long>(rep, opt);
}

}  // namespace

void group_special(report& rep, const options& opt) {
  using warpagg::strategy;
  if (!opt.quick) {  // needs 4 GiB of device memory
    int* d_base = nullptr;
    if (cudaMalloc(&d_base, ((1ull << 30) + 4) * sizeof(int)) == cudaSuccess) {
      alias_4gib<strategy::adaptive, false>(rep, d_base);
      alias_4gib<strategy::adaptive, true>(rep, d_base);
      alias_4gib<strategy::match, false>(rep, d_base);
      alias_4gib<strategy::match, true>(rep, d_base);
      alias_4gib<strategy::runs, true>(rep, d_base);
      alias_4gib<strategy::ballot_loop, true>(rep, d_base);
      alias_4gib<strategy::likely_distinct, false>(rep, d_base);  // equal low bits: not increasing
      alias_4gib<strategy::distinct_in_rows, true>(rep, d_base);   // 128 wide: plain atomics, aliases
      alias_4gib<strategy::likely_uniform, true>(rep, d_base);
      CUDA_CHECK(cudaFree(d_base));
    } else {
      (void)cudaGetLastError();
      std::printf("note: 4 GiB alias test skipped (allocation failed)\n");
    }
  }
  for_strategy<strategy::adaptive>(rep, opt);
  for_strategy<strategy::runs>(rep, opt);
  for_strategy<strategy::match>(rep, opt);
  for_strategy<strategy::uniform>(rep, opt);  // single-address scenarios only
  for_strategy<strategy::ballot_loop>(rep, opt);
  for_strategy<strategy::likely_distinct>(rep, opt);
  for_strategy<strategy::distinct_in_rows>(rep, opt);
  rows_2d<strategy::distinct_in_rows>(rep);
  rows_2d<strategy::likely_distinct>(rep);
  embedding_rows<strategy::likely_distinct>(rep);
  embedding_rows<strategy::adaptive>(rep);
  for_strategy<strategy::likely_uniform>(rep, opt);
}
}  // namespace wt
