# tests/ut/ir/parser/test_cross_function_call_return_type.py::test_tensor_dim_folds_for_every_call_spelling (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

tokens = pl.dynamic("TOKENS_DYN")
row_axis = 0


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def keyword_axis(self, x: pl.Tensor[[tokens, 128], pl.FP32]):
        n = pl.tensor.dim(x, axis=0)
        return pl.create_tensor([n, 128], dtype=pl.FP32)

    @pl.function(type=pl.FunctionType.Orchestration)
    def keyword_tensor(self, x: pl.Tensor[[tokens, 128], pl.FP32]):
        n = pl.tensor.dim(tensor=x, axis=0)
        return pl.create_tensor([n, 128], dtype=pl.FP32)

    @pl.function(type=pl.FunctionType.Orchestration)
    def named_const_axis(self, x: pl.Tensor[[tokens, 128], pl.FP32]):
        n = pl.tensor.dim(x, row_axis)
        return pl.create_tensor([n, 128], dtype=pl.FP32)

    @pl.function(type=pl.FunctionType.Orchestration)
    def annotated_target(self, x: pl.Tensor[[tokens, 128], pl.FP32]):
        n: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)
        return pl.create_tensor([n, 128], dtype=pl.FP32)
