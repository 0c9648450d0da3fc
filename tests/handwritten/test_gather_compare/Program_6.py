# tests/ut/ir/operators/test_gather_compare.py::TestTileGatherCompareCmpMode::test_int_cmp_mode (hand-written)
import pypto.language as pl

cmp_mode = 2
offset = 0
src_dtype = pl.FP32


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        src: pl.Tensor[[32, 64], src_dtype],
        kvalue: pl.Scalar[src_dtype],
        out_dst: pl.Tensor[[32, 8], pl.INT32],
        out_cdst: pl.Tensor[[1, 32], pl.INT32],
    ):
        s: pl.Tile[[32, 64], src_dtype] = pl.load(src, [0, 0], [32, 64])
        tmp: pl.Tile[[32, 64], pl.UINT8] = pl.tile.create([32, 64], pl.UINT8)
        d, c = pl.tile.gather_compare(s, kvalue, tmp, cmp_mode=cmp_mode, offset=offset, out_cols=8)
        pl.store(d, [0, 0], out_dst)
        pl.store(c, [0, 0], out_cdst)
