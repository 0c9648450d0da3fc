# tests/ut/language/parser/test_auto_scope_parsing.py::test_named_auto_scopes_preserve_nested_control_flow_yields (hand-written)
import pypto.language as pl


@pl.program
class Original:
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i, (acc,) in pl.range(4, init_values=(x,)):
            with pl.scope(name_hint="iteration"):
                if i == 0:
                    with pl.scope(name_hint="first iteration"):
                        value = pl.yield_(acc)
                else:
                    with pl.scope(name_hint="later iteration"):
                        value = pl.yield_(acc)
                acc = pl.yield_(value)
        return acc
