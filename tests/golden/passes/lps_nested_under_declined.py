# ptoc: opt --backend 910B --memory-planner=ptoas --passes=lower_pipeline_to_slots
# reference test_lower_pipeline_to_slots.py, test_loop_nested_under_a_declined_pipeline_loop
# (the program as the reference's Default pipeline brings it to the pass): the inner loop's copies in the replicated outer loop would share one
# region, so both loops are left for replication
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[256, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        for _o__idx_v0, (outer,) in pl.pipeline(0, 256, 64, stage=2, init_values=(out__ssa_v0,)):
            for i__idx_v0, (inner,) in pl.pipeline(4, stage=2, init_values=(outer,)):
                t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
                e__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
                nxt__ssa_v0: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [i__idx_v0 * 64, 0], inner)
                y_in: pl.Tensor[[256, 64], pl.FP32] = pl.yield_(nxt__ssa_v0)
            y: pl.Tensor[[256, 64], pl.FP32] = pl.yield_(y_in)
        return y
