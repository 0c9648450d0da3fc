# ptoc: opt --backend 910B --memory-planner=ptoas --passes=lower_pipeline_to_slots
# reference test_lower_pipeline_to_slots.py, test_load_carried_out_as_a_phi (the program as the reference's Default pipeline brings it to the pass):
# the yielded load would carry a slot out of the loop, so the loop is left for replication
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[256, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        seed__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        for i__idx_v0, (carried,) in pl.pipeline(4, stage=2, init_values=(seed__ssa_v0,)):
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            y: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(t__ssa_v0)
        nxt__ssa_v0: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(y, [0, 0], out__ssa_v0)
        return nxt__ssa_v0
