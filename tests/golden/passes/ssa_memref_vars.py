# ptoc: opt --backend 910B --passes=convert_to_ssa
# The vars a MemRef names (its base Ptr, and the loop var in its offset and slot index) are renamed
# with the definitions they refer to, in assignments, iter args and return vars alike.
import pypto.language as pl

@pl.program
class MemRefVars:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a: pl.Tensor[[256, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        ring: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        accb: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        acc: pl.Tile[[64, 64], pl.FP32, pl.MemRef(accb, 0, 16384), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        for i in pl.range(1, 4):
            t: pl.Tile[[64, 64], pl.FP32, pl.MemRef(ring, (i + 1) % 2 * 16384, 16384, slots=2)[(i + 1) % 2], pl.Mem.Vec] = pl.tile.load(a, [i * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            acc: pl.Tile[[64, 64], pl.FP32, pl.MemRef(accb, 0, 16384), pl.Mem.Vec] = pl.tile.add(acc, t)
        o: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return o
