# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestSliceInputStrides::test_3d_parent_in_param_gets_trailing_stride (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def proj_incore_0(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        ret0__out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        x__tile: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        ret0__store: pl.Tensor[[16, 64], pl.FP32] = pl.store(x__tile, [0, 0], ret0__out)
        return ret0__store

    @pl.function(type=pl.FunctionType.Orchestration)
    def proj(
        self,
        data: pl.Tensor[[4, 128, 5120], pl.FP32],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        chunk: pl.Tensor[[16, 64], pl.FP32] = pl.slice(data, [16, 64], [0, 0, 0])
        ret0__out: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        result: pl.Tensor[[16, 64], pl.FP32] = self.proj_incore_0(chunk, ret0__out)
        return result
