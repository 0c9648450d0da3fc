# tests/ut/ir/transforms/test_gather_row.py::test_gather_row_forwards_valid_shape_to_tile_op (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, src: pl.Tensor[[256, 128], pl.BF16]) -> pl.Tensor[[16, 128], pl.BF16]:
        kv0 = pl.create_l1([16, 128], pl.BF16)
        # Window is 4 rows; only 3 of them are actually transferred.
        kv1 = pl.gather_row(kv0, src, [0, 0], [0, 0], [4, 128], valid_shape=[3, 128])
        return kv1

    @pl.function
    def main(self, src: pl.Tensor[[256, 128], pl.BF16]) -> pl.Tensor[[16, 128], pl.BF16]:
        r = self.kernel(src)
        return r
