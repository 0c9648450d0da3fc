# ptoc: opt --backend 910B --memory-planner=dsa_rp --pass-pipeline=default
# An Opaque function's tile parameter lives in DDR (InitMemRef), and the loop carrying it shares
# its buffer: the dsa_rp planner leaves mem_ddr_0 alone and places only the Vec buffers.
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tile[[64, 64], pl.FP32]) -> pl.Tile[[64, 64], pl.FP32]:
        for i, (r,) in pl.range(5, init_values=(x,)):
            temp: pl.Tile[[64, 64], pl.FP32] = pl.tile.add(pl.tile.muls(r, 2.0), pl.tile.exp(x))
            if i > 2:
                r2: pl.Tile[[64, 64], pl.FP32] = pl.yield_(temp)
            else:
                r2: pl.Tile[[64, 64], pl.FP32] = pl.yield_(pl.tile.adds(temp, 1.0))
            r3: pl.Tile[[64, 64], pl.FP32] = pl.yield_(r2)
        return r3
