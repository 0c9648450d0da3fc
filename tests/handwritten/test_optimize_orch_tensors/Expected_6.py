# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestSliceInputStrides::test_in_param_gets_parent_stride_from_slice (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        a: pl.Tensor[  # noqa: E501
            [32, 32], pl.FP32, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)
        ],
        mb: pl.Scalar[pl.INDEX],
        nb: pl.Scalar[pl.INDEX],
        ret0__out: pl.Out[  # noqa: E501
            pl.Tensor[[32, 32], pl.FP32, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)]
        ],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        a__tile = pl.load(a, [0, 0], [32, 32])
        ret0__store: pl.Tensor[  # noqa: E501
            [32, 32], pl.FP32, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)
        ] = pl.store(a__tile, [0, 0], ret0__out)
        return ret0__store

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        data: pl.Tensor[[128, 128], pl.FP32],
        c: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        for mb in pl.range(0, 128, 32):
            for nb, (c_iter,) in pl.range(0, 128, 32, init_values=(c,)):
                chunk = pl.slice(data, [32, 32], [mb, nb])
                ret0__out = pl.create_tensor(
                    [32, 32], dtype=pl.FP32
                )
                result = self.main_incore_0(
                    chunk, mb, nb, ret0__out
                )
                c_next = pl.assemble(
                    c_iter, result, [mb, nb]
                )
                c_rv = pl.yield_(c_next)
        return c_rv
