# ptoc: parse
# tile.gather_compare's kvalue is a scalar of the source dtype (the reference's test_gather_compare)
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        src: pl.Tensor[[32, 64], pl.FP32],
        kvalue: pl.Scalar[pl.FP16],  # mismatch: kvalue FP16 vs src FP32
        out_dst: pl.Tensor[[32, 8], pl.INT32],
        out_cdst: pl.Tensor[[1, 32], pl.INT32],
    ):
        s: pl.Tile[[32, 64], pl.FP32] = pl.load(src, [0, 0], [32, 64])
        tmp: pl.Tile[[32, 64], pl.UINT8] = pl.tile.create([32, 64], pl.UINT8)
        d, c = pl.tile.gather_compare(s, kvalue, tmp, cmp_mode="eq", out_cols=8)
        pl.store(d, [0, 0], out_dst)
        pl.store(c, [0, 0], out_cdst)
