# ptoc: print
# pl.tile.create / pl.create_tile take dtype and target_memory positionally too (create(shape, dtype, target_memory))
import pypto.language as pl

@pl.function
def f(t: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tile[[64, 64], pl.FP16]:
    tmp: pl.Tile[[64, 64], pl.FP16] = pl.tile.create([64, 64], pl.FP16)
    t2: pl.Tile[[64, 64], pl.FP16] = pl.create_tile([64, 64], pl.FP16, pl.Mem.Vec)
    t3: pl.Tile[[64, 64], pl.FP16] = pl.tile.create([64, 64], dtype=pl.FP16)
    return tmp
