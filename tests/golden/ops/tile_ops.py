# ptoc: print
# Tile ops added with the reference registry: sin/cos, expands, scatter_update,
# interleave, batch_matmul, aiv_shard/aic_gather, extract views per target.
import pypto.language as pl

@pl.program
class TileOps:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tile_aiv_shard(self, qk__tile: pl.Tile[[128, 128], pl.FP32, pl.Mem.Acc]):
        res__tile: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.aiv_shard(qk__tile)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tile_aiv_shard_2(self, qk__tile: pl.Tile[[128, 128], pl.FP32, pl.Mem.Acc]):
        res__tile: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.aiv_shard(qk__tile, split=1)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tile_aic_gather(self, t__tile: pl.Tile[[64, 64], pl.FP16, pl.Mem.Vec]):
        v__tile: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.aic_gather(t__tile)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tile_aic_gather_2(self, t__tile: pl.Tile[[64, 64], pl.FP16, pl.Mem.Vec]):
        v__tile: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.aic_gather(t__tile, split=0)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tile_extract(self, rhs_mat: pl.Tile[[256, 64], pl.BF16, pl.Mem.Mat]):
        rhs_right: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat, 0, 0, [256, 64], target_memory=pl.Mem.Right)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tile_mgather(self, mem__ssa_v0: pl.Tensor[[512], pl.FP16], idx__ssa_v0: pl.Tensor[[16, 32], pl.INT32], scratch__ssa_v0: pl.Tensor[[512], pl.FP16]):
        gathered__ssa_v0: pl.Tile[[16, 32], pl.FP16, pl.Mem.Mat] = pl.tile.mgather(mem__ssa_v0, idx__ssa_v0, scratch=scratch__ssa_v0, coalesce=1, target_memory=pl.Mem.Mat)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tile_mgather_2(self, mem__ssa_v0: pl.Tensor[[512], pl.FP16], idx__ssa_v0: pl.Tensor[[16, 32], pl.INT32], scratch__ssa_v0: pl.Tensor[[512], pl.FP16]):
        gathered__ssa_v0: pl.Tile[[16, 32], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[9, 21])] = pl.tile.mgather(mem__ssa_v0, idx__ssa_v0, scratch=scratch__ssa_v0, valid_shape=[9, 21], coalesce=1, target_memory=pl.Mem.Mat)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tile_gather_row(self, kv0__tile: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat], src__ssa_v0: pl.Tensor[[256, 128], pl.BF16]):
        kv1__tile: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.gather_row(kv0__tile, src__ssa_v0, [0, 0], [0, 0], [1, 128], transpose=False)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tile_gather_row_2(self, kv0__tile: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat], src__ssa_v0: pl.Tensor[[256, 128], pl.BF16]):
        kv1__tile: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.gather_row(kv0__tile, src__ssa_v0, [0, 0], [0, 0], [4, 128], valid_shape=[3, 128], transpose=False)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tile_expands(self, tile_a: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec]):
        tile_c: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.expands(tile_a, 1.0)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tile_full(self):
        su_tmpl: pl.Tile[[8, 64], pl.INT32, pl.Mem.Vec] = pl.tile.full([8, 64], dtype=pl.INT32, value=0)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tile_full_2(self):
        src: pl.Tile[[4, 8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([4, 8, 16], dtype=pl.FP32, value=1.0)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tile_cos(self, x_tile__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec]):
        y_tile__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.cos(x_tile__ssa_v0)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def cube(a: pl.Tile[[2, 16, 128], pl.BF16, pl.Mem.Left], b: pl.Tile[[128, 64], pl.BF16, pl.Mem.Right], c: pl.Tile[[2, 16, 64], pl.FP32, pl.Mem.Acc]):
        m0: pl.Tile[[2, 16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.batch_matmul(a, b)
        m1: pl.Tile[[2, 16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.batch_matmul_acc(c, a, b)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def vector(x: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec], y: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec], idx: pl.Tile[[2, 4], pl.INT32, pl.Mem.Vec], src: pl.Tile[[8, 128], pl.FP32, pl.Mem.Vec], s: pl.Scalar[pl.FP32]):
        v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.sin(x)
        v1: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.cos(x)
        v2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.expands(x, s)
        v3: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.scatter_update(x, idx, src, dim=-2)
        v4: pl.Tuple[pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec], pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec]] = pl.tile.interleave(x, y)
        v5: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = v4[0]
        v6: pl.Tuple[pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec], pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec]] = pl.tile.deinterleave(x, y)
        pl.tile.runtime_print(x)
