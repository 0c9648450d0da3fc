# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestSliceInputStrides::test_multiple_sliced_in_params (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def gemm_incore_0(
        self,
        a: pl.Tensor[  # noqa: E501
            [16, 128], pl.FP32, pl.TensorView(stride=[8192, 1], layout=pl.TensorLayout.ND)
        ],
        b: pl.Tensor[  # noqa: E501
            [128, 64], pl.FP32, pl.TensorView(stride=[8192, 1], layout=pl.TensorLayout.ND)
        ],
        ret0__out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        a__tile = pl.load(a, [0, 0], [16, 128])
        b__tile = pl.load(b, [0, 0], [128, 64])
        c__tile = pl.tile.matmul(a__tile, b__tile)
        ret0__store = pl.store(
            c__tile, [0, 0], ret0__out
        )
        return ret0__store

    @pl.function(type=pl.FunctionType.Orchestration)
    def gemm(
        self,
        attn_out: pl.Tensor[[16, 8192], pl.FP32],
        wo: pl.Tensor[[8192, 8192], pl.FP32],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        a_chunk = pl.slice(
            attn_out, [16, 128], [0, 0]
        )
        w_chunk = pl.slice(wo, [128, 64], [0, 0])
        ret0__out = pl.create_tensor(
            [16, 64], dtype=pl.FP32
        )
        result = self.gemm_incore_0(
            a_chunk, w_chunk, ret0__out
        )
        return result
