# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertSortOps::test_mrgsort_format2_conversion (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        s0: pl.Tensor[[1, 128], pl.FP32],
        s1: pl.Tensor[[1, 128], pl.FP32],
        s2: pl.Tensor[[1, 128], pl.FP32],
        s3: pl.Tensor[[1, 128], pl.FP32],
        out_0: pl.Out[pl.Tensor[[1, 512], pl.FP32]],
    ) -> pl.Tensor[[1, 512], pl.FP32]:
        s0_tile = pl.load(s0, [0, 0], [1, 128])
        s1_tile = pl.load(s1, [0, 0], [1, 128])
        s2_tile = pl.load(s2, [0, 0], [1, 128])
        s3_tile = pl.load(s3, [0, 0], [1, 128])
        mrgsort2_tmp = pl.tile.create([1, 512], dtype=pl.FP32)
        out_tile = pl.tile.mrgsort(s0_tile, s1_tile, s2_tile, s3_tile, mrgsort2_tmp)
        out_store = pl.store(out_tile, [0, 0], out_0)
        return out_store

    @pl.function
    def main(
        self,
        s0: pl.Tensor[[1, 128], pl.FP32],
        s1: pl.Tensor[[1, 128], pl.FP32],
        s2: pl.Tensor[[1, 128], pl.FP32],
        s3: pl.Tensor[[1, 128], pl.FP32],
    ) -> pl.Tensor[[1, 512], pl.FP32]:
        out_0 = pl.create_tensor([1, 512], dtype=pl.FP32)
        out = self.main_incore_0(s0, s1, s2, s3, out_0)
        return out
