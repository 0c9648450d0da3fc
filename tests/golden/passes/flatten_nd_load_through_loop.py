# ptoc: opt --backend 910B --passes=flatten_tile_nd_to_2d
# From the reference case test_flatten_tile_nd_to_2d__Expected__9: a load annotated 2-D ([6, 4]) over
# an N-D window is re-deduced back to [2, 3, 4] and stays N-D; the iter arg, the add and the loop
# result follow it at rank 3 and the store stores `flat_tile = tile.reshape(acc_out, [6, 4])`.
# The move reaches the load only through the iter arg and the loop result: it is rebuilt, so
# it loses its call attrs.
import pypto.language as pl

@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.InOut[pl.Tensor[[2, 3, 4], pl.FP32]], y__ssa_v0: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[2, 3, 4], pl.FP32]:
        t__ssa_v0: pl.Tile[[6, 4], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0, 0], [2, 3, 4], [2, 3, 4], target_memory=pl.Mem.Vec)
        for _i__idx_v0, (acc,) in pl.range(4, init_values=(t__ssa_v0,)):
            r__ssa_v0: pl.Tile[[6, 4], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, acc)
            acc_out: pl.Tile[[6, 4], pl.FP32, pl.Mem.Vec] = pl.yield_(r__ssa_v0)
        out_0_1__ssa_v0: pl.Tensor[[2, 3, 4], pl.FP32] = pl.tile.store(acc_out, [0, 0, 0], x__ssa_v0, [2, 3, 4])
        u__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for _j__idx_v0, (b,) in pl.range(2, init_values=(u__ssa_v0,)):
            m__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(b, target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:0"})
            b_out: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(m__ssa_v0)
        w__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(b_out, target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:1"})
        return out_0_1__ssa_v0
