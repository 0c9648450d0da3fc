# ptoc: opt --backend 910B --memory-planner=ptoas --passes=lower_pipeline_to_slots,lower_pipeline_loops
# reference test_lower_pipeline_to_slots.py, test_declined_loop_is_still_replicated_by_lower_pipeline_loops
# (the program as the reference's Default pipeline brings it to the pass): two 128 KB slots do not fit Vec, so the pass declines and
# LowerPipelineLoops replicates the body (a step-2 loop with two loads per trip)
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[512, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 256], pl.FP32]]) -> pl.Tensor[[512, 256], pl.FP32]:
        for i__idx_v0, (acc,) in pl.pipeline(4, stage=2, init_values=(out__ssa_v0,)):
            t__ssa_v0: pl.Tile[[128, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 128, 0], [128, 256], [128, 256], target_memory=pl.Mem.Vec)
            e__ssa_v0: pl.Tile[[128, 256], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
            nxt__ssa_v0: pl.Tensor[[512, 256], pl.FP32] = pl.tile.store(e__ssa_v0, [i__idx_v0 * 128, 0], acc)
            y: pl.Tensor[[512, 256], pl.FP32] = pl.yield_(nxt__ssa_v0)
        return y
