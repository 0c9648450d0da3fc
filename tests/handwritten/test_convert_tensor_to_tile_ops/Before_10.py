# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertTensorToTileOps::test_shared_kv_one_load_two_matmuls_b_trans (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        q: pl.Tensor[[16, 64], pl.BF16],
        p: pl.Tensor[[16, 64], pl.BF16],
        kv_src: pl.Tensor[[128, 64], pl.BF16],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        kv: pl.Tensor[[64, 64], pl.BF16] = pl.slice(kv_src, [64, 64], [0, 0])
        qk: pl.Tensor[[16, 64], pl.FP32] = pl.matmul(q, kv, b_trans=True, out_dtype=pl.FP32)
        pv: pl.Tensor[[16, 64], pl.FP32] = pl.matmul(p, kv, out_dtype=pl.FP32)
        out: pl.Tensor[[16, 64], pl.FP32] = pl.add(qk, pv)
        return out

    @pl.function
    def main(
        self,
        q: pl.Tensor[[16, 64], pl.BF16],
        p: pl.Tensor[[16, 64], pl.BF16],
        kv_src: pl.Tensor[[128, 64], pl.BF16],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        out: pl.Tensor[[16, 64], pl.FP32] = self.main_incore_0(q, p, kv_src)
        return out
