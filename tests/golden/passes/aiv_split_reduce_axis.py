# ptoc: opt --backend 950 --passes=lower_auto_vector_split
# In a LEFT_RIGHT pl.split_aiv region each lane holds half the columns, so a row
# reduction would sum half a row: AivSplitValid rejects it.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(a: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        for aiv_id in pl.split_aiv(2, mode=pl.SplitMode.LEFT_RIGHT):
            t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.load(a, [0, 0], [16, 128])
            tmp: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            s: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(t, tmp)
            o: pl.Tensor[[16, 1], pl.FP32] = pl.store(s, [0, 0], out)
        return o
