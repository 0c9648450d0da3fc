# ptoc: opt --backend 910B --memory-planner=ptoas --passes=lower_pipeline_to_slots
# reference test_lower_pipeline_to_slots.py, test_load_carried_into_a_nested_loops_iter_arg: the load initialises an inner loop's carried value, so the loop is left for replication
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, a: pl.Tensor[[256, 64], pl.FP32], out: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        for i, (acc,) in pl.pipeline(0, 4, 1, stage=2, init_values=(out,)):
            t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [i * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            for k, (carried,) in pl.range(2, init_values=(t,)):
                stepped: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(carried)
                yk: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(stepped)
            nxt: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(yk, [i * 64, 0], acc)
            y: pl.Tensor[[256, 64], pl.FP32] = pl.yield_(nxt)
        return y
