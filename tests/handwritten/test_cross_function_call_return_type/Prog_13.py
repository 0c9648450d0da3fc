# tests/ut/ir/parser/test_cross_function_call_return_type.py::test_dyn_symbol_survives_call_returning_into_a_loop_carried_var (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

tokens = pl.dynamic("TOKENS_DYN")


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Inline, auto_scope=False)
    def layer(
        self,
        hidden_states: pl.Tensor[[tokens, 128], pl.BF16],
        out: pl.Tensor[[tokens, 128], pl.BF16],
    ) -> pl.Tensor[[tokens, 128], pl.BF16]:
        return out

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, hidden_states: pl.Tensor[[tokens, 128], pl.BF16]) -> pl.Tensor[[tokens, 128], pl.BF16]:
        n = pl.tensor.dim(hidden_states, 0)
        for _ in pl.range(2):
            with pl.scope():
                nxt = pl.create_tensor([n, 128], dtype=pl.BF16)
                hidden_states = self.layer(hidden_states, nxt)
        return hidden_states
