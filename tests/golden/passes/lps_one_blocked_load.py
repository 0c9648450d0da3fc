# ptoc: opt --backend 910B --memory-planner=ptoas --passes=lower_pipeline_to_slots
# reference test_lower_pipeline_to_slots.py, test_one_blocked_load_declines_the_whole_loop
# (the program as the reference's Default pipeline brings it to the pass): one load feeding a reshape declines the whole loop, the other load included
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[256, 64], pl.FP32], b__ssa_v0: pl.Tensor[[256, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        for i__idx_v0, (acc,) in pl.pipeline(4, stage=2, init_values=(out__ssa_v0,)):
            ok__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            # Consumed by a view op, so it can never become a slot.
            blocked__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(b__ssa_v0, [i__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            r__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(blocked__ssa_v0, [32, 128])
            v__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(r__ssa_v0)
            f__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(v__ssa_v0, [64, 64])
            e__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(ok__ssa_v0)
            s__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e__ssa_v0, f__ssa_v0)
            nxt__ssa_v0: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(s__ssa_v0, [i__idx_v0 * 64, 0], acc)
            y: pl.Tensor[[256, 64], pl.FP32] = pl.yield_(nxt__ssa_v0)
        return y
