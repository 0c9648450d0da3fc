# ptoc: opt --backend 910B --memory-planner=ptoas --passes=lower_pipeline_to_slots
# reference test_lower_pipeline_to_slots.py, test_load_addressed_through_a_loop_carried_iter_arg_takes_a_slot
# (the program as the reference's Default pipeline brings it to the pass): a load addressed through a carried offset reads new data each trip too,
# so both loads take slots
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[256, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        for i__idx_v0, (acc, off) in pl.pipeline(4, stage=2, init_values=(out__ssa_v0, 0)):
            carried_load__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [off, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            good__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            s__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(carried_load__ssa_v0, good__ssa_v0)
            nxt__ssa_v0: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(s__ssa_v0, [i__idx_v0 * 64, 0], acc)
            y, y_off = pl.yield_(nxt__ssa_v0, off + 64)
        return y
