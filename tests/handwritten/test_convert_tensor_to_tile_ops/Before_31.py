# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestSliceMatmulConversion::test_slice_reshape_then_matmul_routes_load_to_mat (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        query: pl.Tensor[[128, 16, 128], pl.BF16],
        key: pl.Tensor[[128, 512, 128], pl.BF16],
        out: pl.Out[pl.Tensor[[16, 512], pl.FP32]],
    ) -> pl.Tensor[[16, 512], pl.FP32]:
        query_3d = pl.slice(query, [1, 16, 128], [0, 0, 0])
        query_2d = pl.reshape(query_3d, [16, 128])
        key_3d = pl.slice(key, [1, 512, 128], [0, 0, 0])
        key_2d = pl.reshape(key_3d, [512, 128])
        scores = pl.matmul(query_2d, key_2d, b_trans=True, out_dtype=pl.FP32)
        out = pl.assemble(out, scores, [0, 0])
        return out

    @pl.function
    def main(
        self,
        query: pl.Tensor[[128, 16, 128], pl.BF16],
        key: pl.Tensor[[128, 512, 128], pl.BF16],
        out: pl.Out[pl.Tensor[[16, 512], pl.FP32]],
    ) -> pl.Tensor[[16, 512], pl.FP32]:
        return self.main_incore_0(query, key, out)
