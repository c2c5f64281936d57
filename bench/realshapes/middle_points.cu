// bench/realshapes/middle_points.cu -- issue 45's point-cloud kernels:
// torchsparse's voxel point count and voxelize, mmcv's DynamicScatter (mean
// and max) over simulated LiDAR sweeps, and PyTorch3D's kNN backward over
// object point clouds.
//
// LiDAR: a 64-laser spinning sensor (HDL-64E layout: 32 lasers from +2 to
// -8.3 degrees, 32 from -8.8 to -24.3; 2048 azimuth steps per turn) 1.73 m
// above a ground plane, in a scene of azimuth sectors 1-15 degrees wide, each
// open or closed by an obstacle 3-40 m away (log-uniform) and 1-12 m high
// (cars, walls, trees); 2 cm range noise, 5% of returns dropped, nothing
// beyond 80 m. Points in firing order (azimuth by azimuth, 64 lasers each),
// 12 sweeps a batch (--quick 2), each its own scene: about 1.1M points. Near
// the sensor points are dense, far away sparse, as in KITTI or nuScenes.
#include <cstdio>
#include <string>
#include <unordered_map>

#include "middle_workloads.h"

namespace rs {
namespace {

/// Points of a batch of sweeps, in the sensor's firing order.
struct lidar_batch {
  std::vector<float> x, y, z, intensity;
  std::vector<int> sweep;
  size_t size() const { return x.size(); }
};

lidar_batch simulate_sweeps(int sweeps, uint64_t seed) {
  constexpr int kLasers = 64, kSteps = 2048;
  constexpr double kHeight = 1.73, kMaxRange = 80.0, kDeg = M_PI / 180.0;
  double elevation[kLasers];
  for (int l = 0; l < 32; ++l) elevation[l] = (2.0 - l * (10.33 / 31)) * kDeg;
  for (int l = 0; l < 32; ++l) elevation[32 + l] = (-8.83 - l * 0.5) * kDeg;
  lidar_batch out;
  rng g(seed);
  for (int s = 0; s < sweeps; ++s) {
    // The scene: sectors of azimuth, each open or with an obstacle.
    std::vector<double> sector_end, obstacle_dist, obstacle_top;
    for (double a = 0; a < 2 * M_PI;) {
      a += (1.0 + 14.0 * g.uniform()) * kDeg;
      sector_end.push_back(a);
      const bool closed = g.uniform() < 0.6;
      obstacle_dist.push_back(closed ? std::exp(std::log(3.0) + g.uniform() * std::log(40.0 / 3.0)) : INFINITY);
      obstacle_top.push_back(1.0 + 11.0 * g.uniform());
    }
    size_t sector = 0;
    for (int step = 0; step < kSteps; ++step) {
      const double phi = 2 * M_PI * step / kSteps;
      while (sector + 1 < sector_end.size() && phi >= sector_end[sector]) ++sector;
      for (int l = 0; l < kLasers; ++l) {
        const double t = std::tan(elevation[l]);
        const double ground = t < 0 ? kHeight / -t : INFINITY;  // horizontal distance to the ground hit
        const double d = obstacle_dist[sector], zd = kHeight + d * t;
        double range_h, zh;
        if (d < ground && zd >= 0 && zd <= obstacle_top[sector]) {
          range_h = d, zh = zd;
        } else if (ground < kMaxRange) {
          range_h = ground, zh = 0;
        } else {
          continue;
        }
        if (g.uniform() < 0.05) continue;  // dropped return
        const double noise = 1.0 + 0.02 * normal_f(g) / std::max(1.0, range_h);
        out.x.push_back(static_cast<float>(range_h * noise * std::cos(phi)));
        out.y.push_back(static_cast<float>(range_h * noise * std::sin(phi)));
        out.z.push_back(static_cast<float>(zh - kHeight + 0.02 * normal_f(g)));
        out.intensity.push_back(static_cast<float>(g.uniform()));
        out.sweep.push_back(s);
      }
    }
  }
  return out;
}

/// Each point's voxel of `size` metres (sweep, z, y, x), -1 outside the
/// detection range ([-51.2, 51.2] m around the sensor, z in [-3, 3]).
struct voxel_coords {
  std::vector<int> b, vz, vy, vx;  // vx < 0: no voxel
};
voxel_coords quantize(const lidar_batch& pts, double size) {
  voxel_coords c{pts.sweep, std::vector<int>(pts.size()), std::vector<int>(pts.size()), std::vector<int>(pts.size())};
  for (size_t i = 0; i < pts.size(); ++i) {
    const bool in = std::fabs(pts.x[i]) < 51.2 && std::fabs(pts.y[i]) < 51.2 && pts.z[i] > -3 && pts.z[i] < 3;
    c.vx[i] = in ? static_cast<int>(std::floor((pts.x[i] + 51.2) / size)) : -1;
    c.vy[i] = in ? static_cast<int>(std::floor((pts.y[i] + 51.2) / size)) : -1;
    c.vz[i] = in ? static_cast<int>(std::floor((pts.z[i] + 3.0) / size)) : -1;
  }
  return c;
}
/// Voxel ids as torchsparse numbers them: the rank of the voxel's hash among
/// the distinct hashes (torch.unique of the coordinates' hashes), so a voxel's
/// id says nothing of where it is. -1 for points without a voxel.
std::vector<int> hashed_voxel_ids(const voxel_coords& c, int& voxels) {
  auto hash = [](uint64_t k) {  // splitmix64 of the packed coordinates
    k += 0x9E3779B97F4A7C15ull;
    k = (k ^ (k >> 30)) * 0xBF58476D1CE4E5B9ull;
    k = (k ^ (k >> 27)) * 0x94D049BB133111EBull;
    return k ^ (k >> 31);
  };
  std::vector<uint64_t> h(c.vx.size(), 0);
  for (size_t i = 0; i < h.size(); ++i)
    if (c.vx[i] >= 0)
      h[i] = hash((static_cast<uint64_t>(c.b[i]) << 48) | (static_cast<uint64_t>(c.vz[i]) << 32) |
                  (static_cast<uint64_t>(c.vy[i]) << 16) | static_cast<uint64_t>(c.vx[i]));
  std::vector<uint64_t> keys;
  for (size_t i = 0; i < h.size(); ++i)
    if (c.vx[i] >= 0) keys.push_back(h[i]);
  std::sort(keys.begin(), keys.end());
  keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
  voxels = static_cast<int>(keys.size());
  std::vector<int> ids(h.size(), -1);
  for (size_t i = 0; i < h.size(); ++i)
    if (c.vx[i] >= 0) ids[i] = static_cast<int>(std::lower_bound(keys.begin(), keys.end(), h[i]) - keys.begin());
  return ids;
}
/// Voxel ids as mmcv numbers them: unique coordinate rows sorted
/// lexicographically (sweep, z, y, x). -1 for points without a voxel.
std::vector<int> sorted_voxel_ids(const voxel_coords& c, int& voxels) {
  auto key = [&](size_t i) {
    return (static_cast<uint64_t>(c.b[i]) << 48) | (static_cast<uint64_t>(c.vz[i]) << 32) |
           (static_cast<uint64_t>(c.vy[i]) << 16) | static_cast<uint64_t>(c.vx[i]);
  };
  std::vector<uint64_t> keys;
  for (size_t i = 0; i < c.vx.size(); ++i)
    if (c.vx[i] >= 0) keys.push_back(key(i));
  std::sort(keys.begin(), keys.end());
  keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
  voxels = static_cast<int>(keys.size());
  std::vector<int> ids(c.vx.size(), -1);
  for (size_t i = 0; i < c.vx.size(); ++i)
    if (c.vx[i] >= 0) ids[i] = static_cast<int>(std::lower_bound(keys.begin(), keys.end(), key(i)) - keys.begin());
  return ids;
}
template <class T> std::vector<T> permuted(const std::vector<T>& v, const std::vector<int>& perm) {
  std::vector<T> out(v.size());
  for (size_t i = 0; i < v.size(); ++i) out[i] = v[perm[i]];
  return out;
}
/// The batch's points in a random order (as after a loader's shuffling or
/// random subsampling).
lidar_batch shuffled(const lidar_batch& p, rng& g) {
  const std::vector<int> perm = permutation(static_cast<int>(p.size()), g);
  return {permuted(p.x, perm), permuted(p.y, perm), permuted(p.z, perm), permuted(p.intensity, perm),
          permuted(p.sweep, perm)};
}

/// Per-point features: with 4 channels the sensor's own (x, y, z,
/// intensity), the input of voxelization; with more, activations of a point
/// branch (uniform in [lo, hi) from seed).
std::vector<float> point_features(const lidar_batch& p, int channels, uint64_t seed, double lo, double hi) {
  if (channels != 4) return random_floats(p.size() * channels, seed, lo, hi);
  std::vector<float> feats(p.size() * 4);
  for (size_t i = 0; i < p.size(); ++i) {
    float* f = &feats[i * 4];
    f[0] = p.x[i], f[1] = p.y[i], f[2] = p.z[i], f[3] = p.intensity[i];
  }
  return feats;
}

/// Points per voxel (torchsparse's spcount) and the mean point features per
/// voxel (spvoxelize), at fine (0.05 m, SPVCNN's input resolution) and coarse
/// (0.4 m, its stride-8 stage) voxels, points in firing order or shuffled.
void torchsparse_voxels(const std::vector<variant>& vs, const lidar_batch& scan, const lidar_batch& shuf) {
  const bool count = wanted("voxel_count", "middle"), voxelize = wanted("spvoxelize", "middle");
  if (!count && !voxelize) return;
  struct row {
    const char* name;
    const lidar_batch* pts;
    double size;
    int c;  // spvoxelize's channels
  };
  const row rows[] = {{"fine.scan", &scan, 0.05, 4}, {"fine.shuffled", &shuf, 0.05, 4}, {"coarse.scan", &scan, 0.4, 32}};
  for (const row& r : rows) {
    device_pool dp;
    int voxels = 0;
    const std::vector<int> ids = hashed_voxel_ids(quantize(*r.pts, r.size), voxels);
    const int N = static_cast<int>(ids.size());
    std::vector<int> counts(voxels, 0);
    int inside = 0;
    for (int v : ids)
      if (v >= 0) ++counts[v], ++inside;
    std::printf("voxels %s: %d points, %d in %d voxels of %.2f m (%.2f points per voxel)\n", r.name, N, inside, voxels,
                r.size, static_cast<double>(inside) / voxels);
    const int* d_ids = dp.up(ids);
    if (count) {
      const voxel_count_args a{N, d_ids, dp.make<int>(voxels)};
      std::vector<output> outs = {make_output(a.out, voxels, ty::i32)};
      for (int v = 0; v < voxels; ++v) outs[0].ref[v] = counts[v];
      run_all(vs, std::string("voxel_count.") + r.name, &rs_kernels::voxel_count, a, {512}, outs, 0);
    }
    if (voxelize) {
      const std::vector<float> feats = point_features(*r.pts, r.c, 4511, 0, 2);
      const spvoxelize_args a{N, r.c, voxels, dp.up(feats), d_ids, dp.up(counts),
                              dp.make<float>(static_cast<size_t>(voxels) * r.c)};
      std::vector<output> outs = {make_output(a.out, static_cast<size_t>(voxels) * r.c, ty::f32)};
      for (int i = 0; i < N; ++i) {
        if (ids[i] < 0) continue;
        for (int j = 0; j < r.c; ++j) {
          const double v = static_cast<double>(feats[static_cast<size_t>(i) * r.c + j] / static_cast<float>(counts[ids[i]]));
          outs[0].ref[static_cast<size_t>(ids[i]) * r.c + j] += v;
          outs[0].mag[static_cast<size_t>(ids[i]) * r.c + j] += std::fabs(v);
        }
      }
      run_all(vs, "spvoxelize.c" + std::to_string(r.c) + "." + r.name, &rs_kernels::spvoxelize, a, {r.c}, outs, 1e-5);
    }
  }
}

/// mmcv's DynamicScatter: the mean of x, y, z, intensity per voxel (mmdet3d's
/// DynamicVFE cluster centres; the kernel sums, the division is a tensor op)
/// in firing order and shuffled, and the max of 64 point features per voxel
/// (its vfe_scatter); voxels of 0.1 x 0.1 x 0.2 m: about 3 points each.
void mmcv_dynamic_scatter(const std::vector<variant>& vs, const lidar_batch& scan, const lidar_batch& shuf) {
  if (!wanted("voxel_reduce", "middle")) return;
  struct row {
    const char* name;
    const lidar_batch* pts;
    voxel_reduce_op op;
    int F;
  };
  const row rows[] = {{"mean.F4.scan", &scan, voxel_reduce_op::mean, 4},
                      {"mean.F4.shuffled", &shuf, voxel_reduce_op::mean, 4},
                      {"max.F64.scan", &scan, voxel_reduce_op::max, 64}};
  for (const row& r : rows) {
    device_pool dp;
    voxel_coords c = quantize(*r.pts, 0.1);
    for (size_t i = 0; i < c.vz.size(); ++i)  // 0.2 m vertically
      if (c.vx[i] >= 0) c.vz[i] = static_cast<int>(std::floor((r.pts->z[i] + 3.0) / 0.2));
    int voxels = 0;
    const std::vector<int> ids = sorted_voxel_ids(c, voxels);
    const int N = static_cast<int>(ids.size());
    const std::vector<float> feats = point_features(*r.pts, r.F, 4512, -1, 3);
    const voxel_reduce_args a{N, r.F, r.op, dp.up(feats), dp.up(ids), dp.make<float>(static_cast<size_t>(voxels) * r.F)};
    const size_t n_out = static_cast<size_t>(voxels) * r.F;
    std::vector<output> outs = {r.op == voxel_reduce_op::max ? make_max_output(a.reduced, n_out)
                                                            : make_output(a.reduced, n_out, ty::f32)};
    output& o = outs[0];
    for (int i = 0; i < N; ++i) {
      if (ids[i] < 0) continue;
      for (int f = 0; f < r.F; ++f) {
        const size_t k = static_cast<size_t>(ids[i]) * r.F + f;
        const double v = feats[static_cast<size_t>(i) * r.F + f];
        if (r.op == voxel_reduce_op::max) {
          o.ref[k] = std::max(o.ref[k], v);
        } else {
          o.ref[k] += v;
          o.mag[k] += std::fabs(v);
        }
      }
    }
    const long long inside = std::count_if(ids.begin(), ids.end(), [](int v) { return v >= 0; });
    std::printf("voxel_reduce %s: %d points, %lld in %d voxels (%.2f points per voxel)\n", r.name, N, inside, voxels,
                static_cast<double>(inside) / voxels);
    run_all(vs, std::string("voxel_reduce.") + r.name, &rs_kernels::voxel_reduce, a, {512}, outs, 1e-5);
  }
}

// ---- point clouds for the kNN backward ------------------------------------------------
/// A cloud of n points on the surfaces of 3 random ellipsoids in [-1, 1]^3
/// (an object sampled the way meshes are sampled for point-cloud losses),
/// with noise of `noise`; the same seed gives the same object.
std::vector<float> object_cloud(int n, uint64_t object_seed, uint64_t sample_seed, double noise) {
  rng shape(object_seed), g(sample_seed);
  double centre[3][3], radius[3][3];
  for (int e = 0; e < 3; ++e)
    for (int d = 0; d < 3; ++d) centre[e][d] = 0.5 * (2 * shape.uniform() - 1), radius[e][d] = 0.2 + 0.3 * shape.uniform();
  std::vector<float> p(static_cast<size_t>(n) * 3);
  for (int i = 0; i < n; ++i) {
    const int e = static_cast<int>(g.below(3));
    double v[3], len = 0;
    for (double& c : v) c = normal_f(g), len += c * c;
    len = std::sqrt(len);
    for (int d = 0; d < 3; ++d)
      p[static_cast<size_t>(i) * 3 + d] = static_cast<float>(centre[e][d] + radius[e][d] * v[d] / len + noise * normal_f(g));
  }
  return p;
}

/// The K nearest points of `ref` (its first nref) to each of the first nq
/// points of `q`, nearest first, by an exact search over a uniform grid (rings
/// of cells around the query until no closer point can remain).
std::vector<long long> knn_grid(const float* q, int nq, const float* ref, int nref, int K) {
  const float lo = -2.0f, cell = 2 * 4.0f / std::cbrt(static_cast<float>(nref));
  const int G = static_cast<int>(std::ceil(4.0f / cell));
  auto cell_of = [&](float x) { return std::clamp(static_cast<int>((x - lo) / cell), 0, G - 1); };
  std::vector<std::vector<int>> cells(static_cast<size_t>(G) * G * G);
  for (int i = 0; i < nref; ++i)
    cells[(static_cast<size_t>(cell_of(ref[3 * i + 2])) * G + cell_of(ref[3 * i + 1])) * G + cell_of(ref[3 * i])].push_back(i);
  std::vector<long long> out(static_cast<size_t>(nq) * K, -1);
  parallel_for(nq, [&](long long b, long long e, int) {
    std::vector<std::pair<float, int>> best;
    for (long long i = b; i < e; ++i) {
      const float* p = q + 3 * i;
      const int cx = cell_of(p[0]), cy = cell_of(p[1]), cz = cell_of(p[2]);
      best.clear();
      for (int r = 0; r < G; ++r) {
        for (int z = cz - r; z <= cz + r; ++z)
          for (int y = cy - r; y <= cy + r; ++y)
            for (int x = cx - r; x <= cx + r; ++x) {
              if (std::max({std::abs(x - cx), std::abs(y - cy), std::abs(z - cz)}) != r) continue;
              if (x < 0 || y < 0 || z < 0 || x >= G || y >= G || z >= G) continue;
              for (int j : cells[(static_cast<size_t>(z) * G + y) * G + x]) {
                const float dx = p[0] - ref[3 * j], dy = p[1] - ref[3 * j + 1], dz = p[2] - ref[3 * j + 2];
                best.push_back({dx * dx + dy * dy + dz * dz, j});
              }
            }
        if (static_cast<int>(best.size()) >= K) {
          std::partial_sort(best.begin(), best.begin() + K, best.end());
          best.resize(K);
          if (best.back().first <= (r * cell) * (r * cell)) break;  // the next ring is at least r cells away
        }
      }
      std::sort(best.begin(), best.end());
      for (int k = 0; k < std::min<int>(K, static_cast<int>(best.size())); ++k) out[i * K + k] = best[k].second;
    }
  });
  return out;
}

/// PyTorch3D's knn_points backward over a batch of 8 clouds of up to 8192
/// points (--quick 2 of 2048), each 75-100% full (padded batches): K = 1 from
/// a predicted cloud to a target one (the chamfer loss), K = 16 within one
/// cloud (neighbourhoods of point networks).
void knn_backward_workload(const std::vector<variant>& vs) {
  if (!wanted("knn_bwd", "middle")) return;
  const int N = g_quick ? 2 : 8, P = g_quick ? 2048 : 8192, D = 3;
  rng g(4513);
  for (int K : {1, 16}) {
    device_pool dp;
    std::vector<float> p1(static_cast<size_t>(N) * P * D, 0.0f), p2(p1.size(), 0.0f);
    std::vector<long long> len1(N), len2(N), idxs(static_cast<size_t>(N) * P * K, -1);
    for (int n = 0; n < N; ++n) {
      len1[n] = P - static_cast<int>(g.below(P / 4));
      len2[n] = K == 1 ? P - static_cast<int>(g.below(P / 4)) : len1[n];
      const std::vector<float> a = object_cloud(static_cast<int>(len1[n]), 4514 + n, g.next(), 0.01);
      const std::vector<float> b = K == 1 ? object_cloud(static_cast<int>(len2[n]), 4514 + n, g.next(), 0.0) : a;
      std::copy(a.begin(), a.end(), p1.begin() + static_cast<size_t>(n) * P * D);
      std::copy(b.begin(), b.end(), p2.begin() + static_cast<size_t>(n) * P * D);
      const std::vector<long long> nn = knn_grid(a.data(), static_cast<int>(len1[n]), b.data(), static_cast<int>(len2[n]), K);
      std::copy(nn.begin(), nn.end(), idxs.begin() + static_cast<size_t>(n) * P * K);
    }
    const std::vector<float> grad = random_floats(idxs.size(), 4515 + K, -1, 1);
    const knn_bwd_args a{dp.up(p1), dp.up(p2), dp.up(len1), dp.up(len2), dp.up(idxs), dp.up(grad),
                         dp.make<float>(p1.size()), dp.make<float>(p2.size()),
                         static_cast<size_t>(N), static_cast<size_t>(P), static_cast<size_t>(P), static_cast<size_t>(K),
                         static_cast<size_t>(D), 2};
    std::vector<output> outs = {make_output(a.grad_p1, p1.size(), ty::f32), make_output(a.grad_p2, p2.size(), ty::f32)};
    for (int n = 0; n < N; ++n)
      for (int i = 0; i < len1[n]; ++i)
        for (int k = 0; k < std::min<long long>(K, len2[n]); ++k) {
          const size_t e = (static_cast<size_t>(n) * P + i) * K + k;
          if (idxs[e] < 0) continue;
          for (int d = 0; d < D; ++d) {
            const size_t i1 = (static_cast<size_t>(n) * P + i) * D + d, i2 = (static_cast<size_t>(n) * P + idxs[e]) * D + d;
            const double diff = 2.0 * grad[e] * (static_cast<double>(p1[i1]) - p2[i2]);
            // the float difference of two coordinates: rounding relative to them
            const double m = 2.0 * std::fabs(grad[e]) * (std::fabs(p1[i1]) + std::fabs(p2[i2]));
            outs[0].ref[i1] += diff, outs[0].mag[i1] += m;
            outs[1].ref[i2] -= diff, outs[1].mag[i2] += m;
          }
        }
    run_all(vs, K == 1 ? "knn_bwd.K1.chamfer" : "knn_bwd.K16.self", &rs_kernels::knn_bwd, a, {512}, outs, 1e-5);
  }
}

}  // namespace

void middle_points_workloads(const std::vector<variant>& vs) {
  if (wanted("voxel_count", "middle") || wanted("spvoxelize", "middle") || wanted("voxel_reduce", "middle")) {
    const lidar_batch scan = simulate_sweeps(g_quick ? 2 : 12, 4510);
    rng g(4516);
    const lidar_batch shuf = shuffled(scan, g);
    torchsparse_voxels(vs, scan, shuf);
    mmcv_dynamic_scatter(vs, scan, shuf);
  }
  knn_backward_workload(vs);
}

}  // namespace rs
