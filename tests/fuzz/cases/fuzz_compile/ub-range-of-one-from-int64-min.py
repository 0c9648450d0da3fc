# ptoc: opt --backend 910B --memory-planner=ptoas --passes=lower_pipeline_to_slots
# reference test_lower_pipeline_to_slots.py, test_a_start_whose_counter_would_overflow_is_declined
# (the program as the reference's Default pipeline brings it to the pass, its start -(2**63) written as the value): i - start does not fit
# INT64, so the loop is left for replication
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[256, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i__idx_v0, (acc,) in pl.pipeline(-9223372036854775808, 1, 2305843009213693952, stage=3, init_values=(out__ssa_v0,)):
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            e__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
            nxt__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [0, 0], acc)
            y: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(nxt__ssa_v0)
        return y
