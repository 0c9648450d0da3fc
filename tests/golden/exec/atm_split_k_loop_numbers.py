# ptoc: run --backend 910B --in 0={dir}/atm_split_k_loop_numbers_a.npy --in 1={dir}/atm_split_k_loop_numbers_b.npy --print 2
# A user's split-K pipeline loop (two K blocks of 32) into a [272, 144] INT32
# accumulator larger than Acc: AutoTileMatmulL0 repeats the loop per output
# tile (rows 144 + 128, columns 128 + a 16-column tail loaded into a 32-column
# Mat box), each copy storing its tile.  a[i, k] = (7i + 3k) % 17 - 8 and
# b[k, j] = (5k + 11j) % 13 - 6 (INT8); the expected output is their product
# computed exactly outside ptoc (every element checked when this file was
# written).  On 950 the accumulator fits Acc, the loop stays whole and its
# [32, 144] INT8 Mat load is refused (codegen/err_atm_split_k_loop_950).
import pypto.language as pl

@pl.program
class _jit_canonical_split_k_n_boundary_retiles_k:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def canonical_split_k_n_boundary_retiles_k_incore_0(a__ssa_v0: pl.Tensor[[272, 64], pl.INT8], b__ssa_v0: pl.Tensor[[64, 144], pl.INT8], c__ssa_v0: pl.Out[pl.Tensor[[272, 144], pl.INT32]]) -> pl.Tensor[[272, 144], pl.INT32]:
        ___ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        acc__tile: pl.Tile[[272, 144], pl.INT32, pl.Mem.Vec] = pl.tile.create([272, 144], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        for kb__idx_v0, (acc__iter_v1,) in pl.pipeline(2, stage=2, init_values=(acc__tile,)):
            k0__ssa_v0: pl.Scalar[pl.INDEX] = kb__idx_v0 * 32
            at__tile: pl.Tile[[272, 32], pl.INT8, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, k0__ssa_v0], [272, 32], [272, 32], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
            bt__tile: pl.Tile[[32, 144], pl.INT8, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [k0__ssa_v0, 0], [32, 144], [32, 144], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
            if k0__ssa_v0 == 0:
                acc__tile_1: pl.Tile[[272, 144], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(at__tile, bt__tile)
                acc__phi_v5: pl.Tile[[272, 144], pl.INT32, pl.Mem.Acc] = pl.yield_(acc__tile_1)
            else:
                acc__tile_2: pl.Tile[[272, 144], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_acc(acc__iter_v1, at__tile, bt__tile)
                acc__phi_v5: pl.Tile[[272, 144], pl.INT32, pl.Mem.Acc] = pl.yield_(acc__tile_2)
            acc__rv_v2: pl.Tile[[272, 144], pl.INT32, pl.Mem.Vec] = pl.yield_(acc__phi_v5)
        c__tile: pl.Tensor[[272, 144], pl.INT32] = pl.tile.store(acc__rv_v2, [0, 0], c__ssa_v0)
        return c__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def canonical_split_k_n_boundary_retiles_k_spmd_0(self, a__ssa_v0: pl.Tensor[[272, 64], pl.INT8], b__ssa_v0: pl.Tensor[[64, 144], pl.INT8], c__ssa_v0: pl.Out[pl.Tensor[[272, 144], pl.INT32]]) -> pl.Tensor[[272, 144], pl.INT32]:
        c__ssa_v1: pl.Tensor[[272, 144], pl.INT32] = self.canonical_split_k_n_boundary_retiles_k_incore_0(a__ssa_v0, b__ssa_v0, c__ssa_v0)
        return c__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def canonical_split_k_n_boundary_retiles_k(self, a__ssa_v0: pl.Tensor[[272, 64], pl.INT8], b__ssa_v0: pl.Tensor[[64, 144], pl.INT8], c__ssa_v0: pl.Out[pl.Tensor[[272, 144], pl.INT32]]) -> pl.Tensor[[272, 144], pl.INT32]:
        c__ssa_v1: pl.Tensor[[272, 144], pl.INT32] = self.canonical_split_k_n_boundary_retiles_k_spmd_0(a__ssa_v0, b__ssa_v0, c__ssa_v0, attrs={"core_num": 1})
        return c__ssa_v1