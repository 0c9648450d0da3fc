# ptoc: run --backend 910B --in 0=iota --scalar 1=65539 --print 2
# pl.xors on an INT32 tile on 910B runs as texpands and the tile-tile txor (ptoas's
# txors takes i8/i16 only on A2/A3, specs/decompositions.yaml): src = iota, so each
# element is its index xor 65539 (0x10003): row 0 starts 65539 65538 65537 65536.
import pypto.language as pl


@pl.program
class XorsI32:
    @pl.function(type=pl.FunctionType.InCore)
    def xors_i32(
        self,
        src: pl.Tensor[[4, 64], pl.INT32],
        scalar: pl.Scalar[pl.INT32],
        out: pl.Out[pl.Tensor[[4, 64], pl.INT32]],
    ) -> pl.Tensor[[4, 64], pl.INT32]:
        src_tile = pl.load(src, offsets=[0, 0], shapes=[4, 64])
        tmp_tile = pl.tile.create([4, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        result_tile = pl.xors(src_tile, scalar, tmp_tile)
        out = pl.store(result_tile, offsets=[0, 0], output_tensor=out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        src: pl.Tensor[[4, 64], pl.INT32],
        scalar: pl.Scalar[pl.INT32],
        out: pl.Out[pl.Tensor[[4, 64], pl.INT32]],
    ) -> pl.Tensor[[4, 64], pl.INT32]:
        out = self.xors_i32(src, scalar, out)
        return out
