# tests/ut/ir/parser/test_cross_function_call_return_type.py::test_tensor_dim_folds_onto_the_signature_dyn_symbol (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

tokens = pl.dynamic("TOKENS_DYN")


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[tokens, 128], pl.FP32]):
        n = pl.tensor.dim(x, 0)
        return pl.create_tensor([n, 128], dtype=pl.FP32)
