# ptoc: opt --backend 910B --memory-planner=ptoas --passes=lower_pipeline_to_slots
# reference test_lower_pipeline_to_slots.py, test_load_consumed_by_a_view_op (the program as the reference's Default pipeline brings it to the pass):
# a reshape of the load shares its buffer under another shape, so the loop is left for replication
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[256, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        for i__idx_v0, (acc,) in pl.pipeline(4, stage=2, init_values=(out__ssa_v0,)):
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            r__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(t__ssa_v0, [32, 128])
            e__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(r__ssa_v0)
            f__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(e__ssa_v0, [64, 64])
            nxt__ssa_v0: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(f__ssa_v0, [i__idx_v0 * 64, 0], acc)
            y: pl.Tensor[[256, 64], pl.FP32] = pl.yield_(nxt__ssa_v0)
        return y
