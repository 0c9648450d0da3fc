# ptoc: opt --backend 910B --memory-planner=ptoas --passes=lower_pipeline_to_slots
# reference test_lower_pipeline_to_slots.py, test_load_reaching_a_phi_through_a_bare_alias: the load reaches the if's result through a tile copy, so the loop is left for replication
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, a: pl.Tensor[[256, 64], pl.FP32], flag: pl.Scalar[pl.INT32], out: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        seed: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        for i, (carried,) in pl.pipeline(0, 4, 1, stage=2, init_values=(seed,)):
            t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [i * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            if 0 < pl.cast(flag, pl.INDEX):
                v: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = t
                yv: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(v)
            else:
                v2: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(carried)
                yv: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(v2)
            y: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(yv)
        nxt: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(y, [0, 0], out)
        return nxt
