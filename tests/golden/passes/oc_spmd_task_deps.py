# ptoc: opt --passes=outline_cluster_scopes --expect {dir}/oc_spmd_task_deps.expected.py
# reference test_spmd_scope_tid_codegen.py, spmd scopes with `as tid`, deps= and sync_start= become pl.spmd_submit
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a__ssa_v0: pl.Tensor[[64, 64], pl.FP32], b__ssa_v0: pl.Tensor[[64, 64], pl.FP32], bias__ssa_v0: pl.Tensor[[64, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        pl.func_attr({"split": pl.SplitMode.UP_DOWN})
        tile_a_l1__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        tile_b_l1__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        tile_a_l0a__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Left] = pl.tile.move(tile_a_l1__ssa_v0, target_memory=pl.Mem.Left)
        tile_b_l0b__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Right] = pl.tile.move(tile_b_l1__ssa_v0, target_memory=pl.Mem.Right)
        tile_mm__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(tile_a_l0a__ssa_v0, tile_b_l0b__ssa_v0)
        t__tmp_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(bias__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        tile_out__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(tile_mm__ssa_v0, t__tmp_v0)
        t__tmp_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(tile_out__ssa_v0, [0, 0], out__ssa_v0)
        return t__tmp_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[64, 64], pl.FP32], b__ssa_v0: pl.Tensor[[64, 64], pl.FP32], bias__ssa_v0: pl.Tensor[[64, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.spmd(4, sync_start=True) as tid0__ssa_v0:
            out__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = self.kernel(a__ssa_v0, b__ssa_v0, bias__ssa_v0, out__ssa_v0)
        with pl.spmd(4, deps=[tid0__ssa_v0]) as tid1__ssa_v0:
            out__ssa_v2: pl.Tensor[[64, 64], pl.FP32] = self.kernel(out__ssa_v1, b__ssa_v0, bias__ssa_v0, out__ssa_v1)
        return out__ssa_v2
